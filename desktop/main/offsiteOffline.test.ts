import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API } from '../../shared/routes';
import { useRealServer } from '../test/useRealServer';
import { OfflineCache } from './cache';

/** Data Management's off-site card in the desktop app: the last answer, shown again offline. */
describe('the off-site backup status in the desktop app', () => {
  const suite = useRealServer();
  const { client, req } = suite;

  it('is saved like every GET answer and shown from there when the server is gone', async () => {
    writeFileSync(
      join(suite.server.dataDir, '.offsite-status.json'),
      JSON.stringify({
        ok: true,
        at: '2026-11-26T03:20:00.000Z',
        repository: '/srv/restic',
        snapshot: '0a1b2c3d',
        bytesAdded: 12,
      }),
    );
    const { http, dir } = await client();
    const online = await http.request(req('GET', API.offsiteBackup));
    expect(online.status).toBe(200);
    expect(JSON.parse(online.body)).toMatchObject({ configured: true, last: { snapshot: '0a1b2c3d' } });
    await expect.poll(() => new OfflineCache(join(dir, 'cache')).get(API.offsiteBackup)).not.toBeNull();

    await suite.server.stop();
    const offline = await http.request(req('GET', API.offsiteBackup));
    expect(offline.ok).toBe(true);
    expect(offline.body).toBe(online.body);
    expect(http.status().online).toBe(false);
  });
});
