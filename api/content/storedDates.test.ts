import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

/** Every stored date lies between 2000-01-01 and 2100-12-31 (docs/decisions.md: what no stored value can break). */
let t: TestServer;
let token: string;
const body = async (res: Response) => (await res.json()) as { message: string; issues?: { path: string }[] };

beforeAll(async () => {
  t = await startTestServer({ timezone: 'America/Chicago' });
  token = await t.login();
});
afterAll(() => t.stop());

const event = {
  title: 'Class',
  startTime: '2026-09-01T16:00:00-05:00',
  endTime: '2026-09-01T17:00:00-05:00',
};
const announcement = { title: 'News', content: 'Something happened', date: '2026-09-01' };
const series = (over: Record<string, unknown>) => ({
  ...event,
  recurrence: { frequency: 'weekly', byDay: ['TU'], ...over },
});

/** [collection path, body, the field the 400 must name] */
const refused: [string, Record<string, unknown>, string][] = [
  ['/api/events', { ...event, startTime: '0202-09-01T16:00:00-05:00' }, 'startTime'],
  ['/api/events', { ...event, startTime: '1999-12-31T16:00:00Z', endTime: '1999-12-31T17:00:00Z' }, 'startTime'],
  ['/api/events', { ...event, endTime: '2101-01-01T17:00:00Z' }, 'endTime'],
  ['/api/events', series({ until: '9999-12-31' }), 'recurrence.until'],
  ['/api/events', series({ until: '2036-09-02' }), 'recurrence.until'],
  ['/api/events', { ...series({}), exceptions: [{ date: '0202-09-01', cancelled: true }] }, 'exceptions.0.date'],
  [
    '/api/events',
    {
      ...series({}),
      exceptions: [{ date: '2026-09-08', startTime: '2026-09-08T16:00:00Z', endTime: '2200-09-08T17:00:00Z' }],
    },
    'exceptions.0.endTime',
  ],
  ['/api/announcements', { ...announcement, date: '0999-01-01' }, 'date'],
  ['/api/announcements', { ...announcement, publishAt: '1970-01-01T00:00:00Z' }, 'publishAt'],
  ['/api/announcements', { ...announcement, expiresAt: '9999-12-31T00:00:00Z' }, 'expiresAt'],
  [
    '/api/contact',
    {
      name: 'Ann',
      email: 'a@b.example',
      subject: 'Hi',
      message: 'Hello there, a question',
      createdAt: '0202-01-01T00:00:00Z',
    },
    'createdAt',
  ],
];

describe('dates out of 2000-01-01..2100-12-31 are refused, naming the field', () => {
  it('by the per-record calls', async () => {
    for (const [path, json, field] of refused) {
      const res = await t.req(path, { method: 'POST', token, json });
      expect(res.status, `${path} ${field}`).toBe(400);
      const b = await body(res);
      expect(
        b.issues?.map((i) => i.path),
        `${path} ${field}`,
      ).toContain(field);
    }
  });

  it('by an import (nothing changed)', async () => {
    const collections: Record<string, string> = {
      '/api/events': 'events',
      '/api/announcements': 'announcements',
      '/api/contact': 'contactMessages',
    };
    for (const [path, json, field] of refused) {
      const name = collections[path];
      const res = await t.req('/api/data-imports', { method: 'POST', token, json: { content: { [name]: [json] } } });
      expect(res.status, `${name} ${field}`).toBe(400);
      expect((await body(res)).issues?.map((i) => i.path)).toContain(`${name}.0.${field}`);
    }
    expect(await (await t.req('/api/events')).json()).toEqual([]);
  });

  it('the edges are kept: 2000-01-01, 2100-12-31, a series ending 10 years after its first date', async () => {
    const ok: [string, Record<string, unknown>][] = [
      ['/api/events', { ...event, startTime: '2000-01-01T00:00:00Z', endTime: '2000-01-01T01:00:00Z' }],
      ['/api/events', { ...event, startTime: '2100-12-31T20:00:00Z', endTime: '2100-12-31T23:00:00Z' }],
      ['/api/events', series({ until: '2036-09-01' })],
      ['/api/announcements', { ...announcement, date: '2100-12-31' }],
    ];
    for (const [path, json] of ok) {
      const res = await t.req(path, { method: 'POST', token, json });
      expect(res.status, JSON.stringify(json)).toBe(201);
    }
  });
});
