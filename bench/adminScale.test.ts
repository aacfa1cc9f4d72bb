import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/testing/harness';
import { SEARCH_WORD, SIZES, seedAdminData } from './adminScale';

// The admin part's data goes in through the real import and comes back as the lists the tabs load.
describe('bench admin data', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer({ seed: 'demo' });
    token = await t.login();
  });
  afterAll(() => t.stop());

  it('imports every record, with the rare word in about 1% of each list', async () => {
    const send = (method: string, path: string, body?: unknown) => t.req(path, { method, token, json: body });
    const { imported } = await seedAdminData(send);
    expect(imported).toEqual(SIZES);
    const lists = {
      events: '/api/events',
      announcements: '/api/announcements',
      galleryItems: '/api/gallery',
      contactMessages: '/api/contact',
    };
    for (const [name, path] of Object.entries(lists)) {
      const items = (await (await t.req(path, { token })).json()) as Record<string, unknown>[];
      expect(items.length, name).toBe(SIZES[name as keyof typeof SIZES]);
      const rare = items.filter((x) => JSON.stringify(x).includes(SEARCH_WORD)).length;
      expect(rare, name).toBe(items.length / 100);
    }
    const events = (await (await t.req('/api/events', { token })).json()) as {
      recurrence?: unknown;
      startTime: string;
    }[];
    expect(events.filter((e) => e.recurrence).length).toBe(SIZES.events / 50);
    // Past and future: the Events tab opens on upcoming with years behind it.
    expect(events.filter((e) => Date.parse(e.startTime) > Date.now()).length).toBeGreaterThan(1000);
  });
});
