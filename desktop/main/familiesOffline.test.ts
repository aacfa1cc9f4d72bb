import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API } from '../../shared/routes';
import { useRealServer } from '../test/useRealServer';
import { tempDir } from '../test/tmp';
import { OfflineCache } from './cache';
import { OFFLINE_NOTHING_SAVED } from './http';

/**
 * The Families tab in the desktop app offline: it reads the site settings (GET /api/site: is email
 * on?) and the families, both saved like every GET answer and answered from there.
 */
describe('the Families tab in the desktop app, offline', () => {
  // SMTP_URL is only read here: no notice is made, so nothing is sent to it.
  const suite = useRealServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'notices@academy.test' } });
  const { client, req } = suite;

  it('shows the saved settings and families when the server is gone; with none saved, the settings are unknown', async () => {
    const family = { email: 'kept@example.com', programs: ['drumline'], kinds: ['urgent'], status: 'active' };
    await suite.server.login();
    expect((await suite.server.api('POST', API.dataImports, { content: { subscriptions: [family] } })).status).toBe(
      200,
    );
    const { http, dir } = await client();
    const site = await http.request(req('GET', API.site));
    const families = await http.request(req('GET', API.subscriptions));
    expect(JSON.parse(site.body)).toMatchObject({ subscriptions: true, digest: { weekday: 'SU', time: '18:00' } });
    expect(JSON.parse(families.body)).toEqual([expect.objectContaining(family)]);
    const cache = new OfflineCache(join(dir, 'cache'));
    await expect.poll(async () => (await cache.get(API.site)) && (await cache.get(API.subscriptions))).toBeTruthy();

    await suite.server.stop();
    const offlineSite = await http.request(req('GET', API.site));
    expect(offlineSite.ok).toBe(true);
    expect(JSON.parse(offlineSite.body).subscriptions).toBe(true);
    expect((await http.request(req('GET', API.subscriptions))).body).toBe(families.body);
    expect(http.status().online).toBe(false);

    // A fresh install offline has nothing saved: the settings can't be known (the tab then doesn't
    // say email is off, web/src/features/admin/families/counts.ts mailSaidOff).
    const fresh = (await client(tempDir())).http;
    const unknown = await fresh.request(req('GET', API.site));
    expect(unknown.status).toBe(503);
    expect(JSON.parse(unknown.body).message).toBe(OFFLINE_NOTHING_SAVED);
  });
});
