import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OffsiteRun } from '../../../shared/api';
import { API } from '../../../shared/routes';
import { STATUS_FILE } from '../../storage/offsiteStatus';
import { useTestServer } from '../../testing/suite';

const t = useTestServer();

describe('GET /api/backups/offsite', () => {
  it('is for the administrator only', async () => {
    const res = await t.req(API.offsiteBackup);
    expect(res.status).toBe(401);
    expect(JSON.stringify(await res.json())).not.toMatch(/restic|snapshot/i);
  });

  it('not configured and never run: says so', async () => {
    const res = await t.req(API.offsiteBackup, { token: await t.login() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ configured: false, last: null });
  });

  it('the last run as the backup command recorded it', async () => {
    const run: OffsiteRun = {
      ok: false,
      at: '2026-11-26T03:20:00.000Z',
      repository: 's3:s3.example.com/bucket',
      error: 'cannot open the repository: wrong password or no key found',
      failingSince: '2026-11-25T03:21:00.000Z',
      lastSuccess: { at: '2026-11-24T03:19:00.000Z', snapshot: '1a2b3c4d' },
    };
    fs.writeFileSync(path.join(t.dataDir, STATUS_FILE), JSON.stringify(run));
    const res = await t.req(API.offsiteBackup, { token: await t.login() });
    expect(await res.json()).toEqual({ configured: true, last: run });
  });
});
