import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let t: TestServer;
let token: string;
const body = async (res: Response) => (await res.json()) as any;
const add = async (title: string, startTime: string, endTime: string, extra: Record<string, unknown> = {}) => {
  const res = await t.req('/api/events', { method: 'POST', token, json: { title, startTime, endTime, ...extra } });
  expect(res.status).toBe(201);
  return body(res);
};

beforeAll(async () => {
  t = await startTestServer({ timezone: 'America/Chicago' });
  token = await t.login();
  // 2026-03-31 23:30 in Chicago (CDT, UTC-5) is 2026-04-01T04:30Z: March, though April in UTC.
  await add('Late March', '2026-03-31T23:30:00-05:00', '2026-03-31T23:45:00-05:00');
  // 2026-04-01 00:15 in Chicago is April.
  await add('Early April', '2026-04-01T00:15:00-05:00', '2026-04-01T01:00:00-05:00');
  // Dec 31 -> Jan 1 across the year boundary, spanning midnight: both months.
  await add('New Year Eve', '2026-12-31T22:00:00-06:00', '2027-01-01T01:00:00-06:00');
  await add('Feb class', '2027-02-10T16:00:00Z', '2027-02-10T17:00:00Z', {
    category: 'drum',
    description:
      'Line one\nLine two; with, commas \\ and a very long text that needs folding because it is longer than seventy-five octets ✨✨✨',
    location: 'Gym, Room 2',
  });
});
afterAll(() => t.stop());

describe('GET /api/events month filter (academy timezone)', () => {
  it('an event at 23:30 on March 31 in Chicago is March, not April', async () => {
    const march = await body(await t.req('/api/events?month=3&year=2026'));
    const april = await body(await t.req('/api/events?month=4&year=2026'));
    expect(march.map((e: any) => e.title)).toEqual(['Late March']);
    expect(april.map((e: any) => e.title)).toEqual(['Early April']);
  });
  it('an event spanning midnight at the year boundary overlaps both months', async () => {
    expect((await body(await t.req('/api/events?month=12&year=2026'))).map((e: any) => e.title)).toEqual([
      'New Year Eve',
    ]);
    expect((await body(await t.req('/api/events?month=1&year=2027'))).map((e: any) => e.title)).toEqual([
      'New Year Eve',
    ]);
  });
  it('without a query: all events by start time', async () => {
    expect((await body(await t.req('/api/events'))).map((e: any) => e.title)).toEqual([
      'Late March',
      'Early April',
      'New Year Eve',
      'Feb class',
    ]);
  });
  it('a bad month or year is 400', async () => {
    for (const q of [
      'month=0&year=2026',
      'month=13&year=2026',
      'month=abc&year=2026',
      'month=3',
      'year=2026',
      'month=3.5&year=2026',
      'month=3&year=99999',
      'month=&year=',
    ])
      expect((await t.req(`/api/events?${q}`)).status, q).toBe(400);
  });
});

describe('GET /api/events.ics', () => {
  it('parses with ical.js: UTC times, escaped text, CRLF and folded lines', async () => {
    const res = await t.req('/api/events.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const cal = new ICAL.Component(ICAL.parse(text));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    // Only recent and upcoming events (the last 90 days and the future).
    const feb = events.find((e) => e.summary === 'Feb class');
    const all = await body(await t.req('/api/events'));
    const expected = all.filter((e: any) => Date.parse(e.endTime) > Date.now() - 90 * 86400_000);
    expect(events.length).toBe(expected.length);
    expect(feb).toBeTruthy();
    if (feb) {
      expect(feb.description).toBe(
        'Line one\nLine two; with, commas \\ and a very long text that needs folding because it is longer than seventy-five octets ✨✨✨',
      );
      expect(feb.location).toBe('Gym, Room 2');
      expect(feb.startDate.toJSDate().toISOString()).toBe('2027-02-10T16:00:00.000Z');
    }
    for (const e of events) {
      expect(e.uid).toMatch(/@/);
      expect(e.startDate.zone?.tzid).toBe('UTC');
      expect(e.endDate.compare(e.startDate)).toBe(1);
    }
  });
  it('?category= filters (case-insensitive)', async () => {
    const now = Date.now();
    await add('Future drum', new Date(now + 86400_000).toISOString(), new Date(now + 90000_000).toISOString(), {
      category: 'drum',
    });
    await add('Future guard', new Date(now + 86400_000).toISOString(), new Date(now + 90000_000).toISOString(), {
      category: 'guard',
    });
    const text = await (await t.req('/api/events.ics?category=DRUM')).text();
    const cal = new ICAL.Component(ICAL.parse(text));
    const titles = cal.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('summary'));
    expect(titles).toContain('Future drum');
    expect(titles).not.toContain('Future guard');
  });
});

describe('GET /api/events?month&year cache', () => {
  const titles = async (q: string, headers: Record<string, string> = {}) =>
    (await body(await t.req(`/api/events?${q}`, { headers }))).map((e: any) => e.title);
  it('a cached month follows a create, an update and a delete', async () => {
    expect(await titles('month=6&year=2026')).toEqual([]);
    const ev = await add('June show', '2026-06-10T18:00:00Z', '2026-06-10T20:00:00Z');
    expect(await titles('month=6&year=2026')).toEqual(['June show']);
    expect(await titles('month=06&year=2026')).toEqual(['June show']); // another spelling, same month
    const put = await t.req(`/api/events/${ev.id}`, {
      method: 'PUT',
      token,
      json: { title: 'July show', startTime: '2026-07-10T18:00:00Z', endTime: '2026-07-10T20:00:00Z' },
    });
    expect(put.status).toBe(200);
    expect(await titles('month=6&year=2026')).toEqual([]);
    expect(await titles('month=7&year=2026')).toEqual(['July show']);
    expect((await t.req(`/api/events/${ev.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(await titles('month=7&year=2026')).toEqual([]);
  });
  it('compressed answers decode to the same JSON; a bad month is still a 400 (nothing cached)', async () => {
    const plain = await titles('month=4&year=2026');
    expect(await titles('month=4&year=2026', { 'Accept-Encoding': 'br' })).toEqual(plain);
    expect(await titles('month=4&year=2026', { 'Accept-Encoding': 'gzip' })).toEqual(plain);
    for (const q of ['month=13&year=2026', 'month=x&year=2026', 'month=4', 'month=4&month=5&year=2026']) {
      const res = await t.req(`/api/events?${q}`);
      expect(res.status, q).toBe(400);
      expect((await body(res)).message).toMatch(/month|year/);
    }
  });
  it('bounded: many distinct months keep at most MAX_VIEWS cached views', async () => {
    const { MAX_VIEWS, viewCount } = await import('../../http/viewCache');
    for (let i = 0; i < MAX_VIEWS + 40; i++)
      expect((await t.req(`/api/events?month=${(i % 12) + 1}&year=${2000 + Math.floor(i / 12)}`)).status).toBe(200);
    expect(viewCount(t.services.db.content.events)).toBeLessThanOrEqual(MAX_VIEWS);
  });
});
