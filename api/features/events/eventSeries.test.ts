import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let t: TestServer;
let token: string;
const body = async (res: Response) => (await res.json()) as any;
// Tuesdays and Thursdays 4:00-5:00 PM in Chicago from Tue 2026-09-01 until Thu 2026-10-15.
const classes = {
  title: 'Drumline class',
  location: 'Gym',
  startTime: '2026-09-01T16:00:00-05:00',
  endTime: '2026-09-01T17:00:00-05:00',
  recurrence: { frequency: 'weekly', byDay: ['TU', 'TH'], until: '2026-10-15' },
};
let series: any;

beforeAll(async () => {
  t = await startTestServer({ timezone: 'America/Chicago' });
  token = await t.login();
  const res = await t.req('/api/events', { method: 'POST', token, json: classes });
  expect(res.status).toBe(201);
  series = await body(res);
  await t.req('/api/events', {
    method: 'POST',
    token,
    json: { title: 'Concert', startTime: '2026-09-19T18:00:00-05:00', endTime: '2026-09-19T20:00:00-05:00' },
  });
});
afterAll(() => t.stop());

const get = async (q: string) => body(await t.req(`/api/events?${q}`));

describe('series in the events API', () => {
  it('stores the series with its rule; without a query the stored records come back', async () => {
    expect(series.recurrence).toEqual({ frequency: 'weekly', interval: 1, byDay: ['TU', 'TH'], until: '2026-10-15' });
    expect(series.version).toBe(1);
    const list = await get('');
    expect(list.map((e: any) => e.title)).toEqual(['Drumline class', 'Concert']);
    expect(list[0].recurrence).toBeTruthy();
  });

  it('a month answers occurrences (ids <seriesId>:<date>) and plain events, by start time', async () => {
    const sept = await get('month=9&year=2026');
    const occ = sept.filter((e: any) => e.seriesId === series.id);
    expect(occ.map((e: any) => e.occurrenceDate)).toEqual([
      '2026-09-01',
      '2026-09-03',
      '2026-09-08',
      '2026-09-10',
      '2026-09-15',
      '2026-09-17',
      '2026-09-22',
      '2026-09-24',
      '2026-09-29',
    ]);
    expect(occ[0]).toMatchObject({
      id: `${series.id}:2026-09-01`,
      title: 'Drumline class',
      startTime: '2026-09-01T21:00:00.000Z',
      endTime: '2026-09-01T22:00:00.000Z',
      cancelled: false,
      note: null,
    });
    expect(occ[0]).not.toHaveProperty('recurrence');
    expect(sept.map((e: any) => e.title)).toContain('Concert');
    // until is inclusive: Oct 15 is the last.
    expect((await get('month=10&year=2026')).map((e: any) => e.occurrenceDate).at(-1)).toBe('2026-10-15');
  });

  it('?from&to answers a range across a month edge; a cancelled date is included with its note', async () => {
    const put = await t.req(`/api/events/${series.id}`, {
      method: 'PUT',
      token,
      headers: { 'If-Match': '"1"' },
      json: {
        ...classes,
        exceptions: [
          { date: '2026-10-01', cancelled: true, note: 'Gym floor repairs' },
          { date: '2026-09-29', startTime: '2026-09-30T16:00:00-05:00', endTime: '2026-09-30T17:00:00-05:00' },
        ],
      },
    });
    expect(put.status).toBe(200);
    expect((await body(put)).version).toBe(2);
    const week = await get('from=2026-09-27&to=2026-10-03');
    expect(week.map((e: any) => [e.occurrenceDate, e.startTime, e.cancelled, e.note, e.movedTo ?? null])).toEqual([
      // Its planned day keeps a mark of where it went (issue 41).
      ['2026-09-29', '2026-09-29T21:00:00.000Z', false, null, '2026-09-30T16:00:00-05:00'],
      ['2026-09-29', '2026-09-30T16:00:00-05:00', false, null, null],
      ['2026-10-01', '2026-10-01T21:00:00.000Z', true, 'Gym floor repairs', null],
    ]);
    // The cached month followed the change.
    const oct = await get('month=10&year=2026');
    expect(oct.find((e: any) => e.occurrenceDate === '2026-10-01').cancelled).toBe(true);
  });

  it('bad input is a 400 naming the field', async () => {
    const bad = async (json: unknown) => {
      const res = await t.req('/api/events', { method: 'POST', token, json });
      expect(res.status).toBe(400);
      return (await body(res)).issues[0].path;
    };
    const rec = (r: object) => ({ ...classes, recurrence: { ...classes.recurrence, ...r } });
    expect(await bad(rec({ byDay: ['TU', 'XX'] }))).toBe('recurrence.byDay.1');
    expect(await bad(rec({ interval: 5 }))).toBe('recurrence.interval');
    expect(await bad(rec({ interval: 0 }))).toBe('recurrence.interval');
    expect(await bad(rec({ until: '2026-08-31' }))).toBe('recurrence.until');
    expect(await bad(rec({ byDay: ['WE'] }))).toBe('recurrence.byDay');
    expect(await bad({ ...classes, exceptions: [{ date: '2026-09-02', cancelled: true }] })).toBe('exceptions.0.date');
    expect(await bad({ ...classes, exceptions: [{ date: '2026-10-20', cancelled: true }] })).toBe('exceptions.0.date');
    expect(await bad({ ...classes, exceptions: [{ date: '2026-09-03', startTime: '2026-09-03T20:00:00Z' }] })).toBe(
      'exceptions.0.endTime',
    );
    const { recurrence: _r, ...plain } = classes;
    expect(await bad({ ...plain, exceptions: [{ date: '2026-09-03', cancelled: true }] })).toBe('exceptions');
    for (const [q, field] of [
      ['from=2026-01-01&to=2026-04-03', 'to'],
      ['from=2026-02-01&to=2026-01-31', 'to'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-02-01', 'to'],
      ['from=x&to=y', 'from'],
      ['from=2026-01-01&from=2026-01-02&to=2026-01-03', 'from'],
    ]) {
      const res = await t.req(`/api/events?${q}`);
      expect(res.status, q).toBe(400);
      expect((await body(res)).issues[0].path, q).toBe(field);
    }
    expect((await t.req('/api/events?from=2026-01-01&to=2026-04-02')).status).toBe(200); // 92 days
  });

  it('30 concurrent range queries answer the same', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => get(`from=2026-09-${String(1 + (i % 10)).padStart(2, '0')}&to=2026-10-20`)),
    );
    expect(answers[0].length).toBeGreaterThan(10);
    expect(answers[10]).toEqual(answers[0]);
  });
});

describe('the .ics feed expanded by a calendar library (ical.js) gives the API occurrences', () => {
  it('RRULE + VTIMEZONE + RECURRENCE-ID overrides: cancelled dates drop out, moved ones move, DST keeps 4:00 PM', async () => {
    // Every other Monday and Wednesday 4:00-5:30 PM across the end of DST (Nov 1) and its start (Mar 14, 2027).
    const res = await t.req('/api/events', {
      method: 'POST',
      token,
      json: {
        title: 'Color guard',
        startTime: '2026-10-05T16:00:00-05:00',
        endTime: '2026-10-05T17:30:00-05:00',
        recurrence: { frequency: 'weekly', interval: 2, byDay: ['MO', 'WE'], until: '2027-03-31' },
        exceptions: [
          { date: '2026-11-02', cancelled: true, note: 'Fall break' },
          { date: '2026-11-04', startTime: '2026-11-05T18:00:00-06:00', endTime: '2026-11-05T19:00:00-06:00' },
        ],
      },
    });
    expect(res.status).toBe(201);
    const text = await (await t.req('/api/events.ics')).text();
    expect(text).toMatch(/^RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=\d{8}T\d{6}Z;BYDAY=MO,WE;WKST=MO$/m);
    expect(text).toMatch(/^BEGIN:VTIMEZONE$/m);
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/m);
    const cal = new ICAL.Component(ICAL.parse(text));
    for (const vtz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
    const vevents = cal.getAllSubcomponents('vevent');
    expect(vevents.filter((v) => v.getFirstPropertyValue('status') === 'CANCELLED')).toHaveLength(2);

    // What a calendar client shows: each master's instances, exceptions applied, cancelled ones hidden.
    const shown: [string, string, string][] = [];
    for (const master of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
      const uid = master.getFirstPropertyValue('uid');
      const exceptions = vevents.filter(
        (v) => v.hasProperty('recurrence-id') && v.getFirstPropertyValue('uid') === uid,
      );
      const ev = new ICAL.Event(master, { exceptions, strictExceptions: true });
      if (!ev.isRecurring()) continue;
      const it = ev.iterator();
      for (let next = it.next(); next; next = it.next()) {
        const d = ev.getOccurrenceDetails(next);
        if (d.item.component.getFirstPropertyValue('status') === 'CANCELLED') continue;
        shown.push([ev.summary, d.startDate.toJSDate().toISOString(), d.endDate.toJSDate().toISOString()]);
      }
    }
    const api: any[] = [];
    for (const [from, to] of [
      ['2026-08-01', '2026-10-31'],
      ['2026-11-01', '2027-01-31'],
      ['2027-02-01', '2027-04-30'],
    ])
      api.push(...(await get(`from=${from}&to=${to}`)));
    const iso = (s: string) => new Date(s).toISOString();
    const expected = api
      // A moved class's mark on its planned day is the calendars' (the feed moves it by RECURRENCE-ID).
      .filter((e) => e.seriesId && !e.cancelled && !e.movedTo)
      .map((e) => [e.title, iso(e.startTime), iso(e.endTime)]);
    const byTime = (a: string[], b: string[]) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]);
    expect(shown.sort(byTime)).toEqual(expected.sort(byTime));
    // Wall clock kept: 4:00 PM CDT (21:00Z) before Nov 1, 4:00 PM CST (22:00Z) after, CDT again after Mar 14.
    const guard = shown.filter((s) => s[0] === 'Color guard').map((s) => s[1]);
    expect(guard).toContain('2026-10-05T21:00:00.000Z');
    expect(guard).toContain('2026-11-16T22:00:00.000Z');
    expect(guard).toContain('2027-03-22T21:00:00.000Z');
    expect(guard).not.toContain('2026-11-02T22:00:00.000Z'); // cancelled
    expect(guard).toContain('2026-11-06T00:00:00.000Z'); // Nov 4 moved to Nov 5, 6:00 PM CST
  });
});

describe('export and import carry series', () => {
  it('a stored series with its exceptions comes back from an import unchanged', async () => {
    const stored = (await get('')).find((e: any) => e.title === 'Drumline class');
    expect(stored.exceptions).toHaveLength(2);
    const res = await t.req('/api/data-imports', { method: 'POST', token, json: { content: { events: [stored] } } });
    expect(res.status).toBe(200);
    const [back] = await get('');
    expect(back).toMatchObject({ id: stored.id, recurrence: stored.recurrence, exceptions: stored.exceptions });
    const week = await get('from=2026-09-27&to=2026-10-03');
    expect(week.map((e: any) => [e.cancelled, !!e.movedTo])).toEqual([
      [false, true],
      [false, false],
      [true, false],
    ]);
  });
});
