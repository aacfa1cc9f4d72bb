import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDaysKey, zonedIso } from '../../../shared/dates';
import { eventInput, type AcademyEvent } from '../../../shared/schemas';
import { localized } from '../../../shared/translations';
import { useTestServer } from '../../testing/suite';

/**
 * Whatever valid events and series are stored, the .ics feed parses (ical.js) and a calendar
 * client expanding it (RRULE, RECURRENCE-ID overrides, STATUS:CANCELLED dropped) shows exactly
 * the API's occurrences of a window (docs/decisions.md#weekly-classes).
 */
const TZ = 'America/Chicago';
// 92 days across the start of daylight saving time (2027-03-14); series begin as early as
// September 2026, before its end (2026-11-01).
const FROM = '2027-02-01';
const TO = '2027-05-03';
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const weekday = (key: string) => WEEKDAYS[(new Date(`${key}T00:00:00Z`).getUTCDay() + 6) % 7];
const dayBetween = (from: string, days: number) => fc.integer({ min: 0, max: days }).map((n) => addDaysKey(from, n));
const clock = fc.record({ hour: fc.integer({ min: 0, max: 22 }), minute: fc.constantFrom(0, 15, 30, 45) });
const at = (key: string, c: { hour: number; minute: number }) => zonedIso(key, c.hour, c.minute, TZ);

// Some records carry a Spanish title (translations.es), some do not: the Spanish feed shows each as the API does.
const spanish = fc.option(fc.constantFrom('Ensayo', 'Clase de tambores', 'Pícnic, ñandú'), { nil: undefined });
const plain = fc.record({
  date: dayBetween('2027-01-25', 110),
  clock,
  minutes: fc.integer({ min: 15, max: 300 }),
  es: spanish,
});
const series = fc.record({
  es: spanish,
  first: dayBetween('2026-09-01', 240),
  clock,
  minutes: fc.integer({ min: 15, max: 180 }),
  interval: fc.integer({ min: 1, max: 4 }),
  // missing, empty (stored before the schema refused it), the first date's weekday, several
  byDay: fc.oneof(fc.constant(undefined), fc.constant([]), fc.subarray([...WEEKDAYS], { minLength: 0, maxLength: 4 })),
  untilDays: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
  exceptions: fc.array(
    fc.record({
      period: fc.integer({ min: 0, max: 40 }), // weeks of `interval` after the first date
      kind: fc.constantFrom('cancelled', 'moved', 'note'),
      shift: fc.integer({ min: -3, max: 3 }),
      clock,
    }),
    { maxLength: 4 },
  ),
});

type Gen<A> = A extends fc.Arbitrary<infer T> ? T : never;
const t = useTestServer({ timezone: TZ, publicUrl: 'https://academy.example' });

function toRecords(plains: Gen<typeof plain>[], serieses: Gen<typeof series>[]): AcademyEvent[] {
  const meta = (i: number) => ({
    id: `r${i}`,
    createdAt: '2026-08-01T00:00:00.000Z',
    updatedAt: '2026-08-01T00:00:00.000Z',
    version: 1,
  });
  const out: AcademyEvent[] = [];
  plains.forEach((p, i) => {
    const start = at(p.date, p.clock);
    const input = {
      title: `Event ${i}`,
      startTime: start,
      endTime: new Date(Date.parse(start) + p.minutes * 60_000).toISOString(),
      translations: { es: { title: p.es } },
    };
    out.push({ ...(eventInput.parse(input) as AcademyEvent), ...meta(out.length) });
  });
  serieses.forEach((s, i) => {
    const start = at(s.first, s.clock);
    const byDay = s.byDay?.length ? [...new Set([weekday(s.first), ...s.byDay])] : undefined;
    const seen = new Set<string>();
    const exceptions = s.exceptions
      .map((x) => ({ ...x, date: addDaysKey(s.first, 7 * s.interval * x.period) }))
      .filter((x) => !seen.has(x.date) && seen.add(x.date))
      .map((x) => {
        if (x.kind === 'cancelled') return { date: x.date, cancelled: true, note: 'Off' };
        if (x.kind === 'note') return { date: x.date, note: 'Bring water' };
        const moved = at(addDaysKey(x.date, x.shift), x.clock);
        return {
          date: x.date,
          startTime: moved,
          endTime: new Date(Date.parse(moved) + s.minutes * 60_000).toISOString(),
        };
      });
    const input = {
      title: `Class ${i}`,
      startTime: start,
      endTime: new Date(Date.parse(start) + s.minutes * 60_000).toISOString(),
      recurrence: {
        frequency: 'weekly',
        interval: s.interval,
        ...(byDay ? { byDay } : {}),
        until: s.untilDays === undefined ? null : addDaysKey(s.first, s.untilDays),
      },
      exceptions,
      translations: { es: { title: s.es } },
    };
    const record = { ...(eventInput.parse(input) as AcademyEvent), ...meta(out.length) };
    // An empty list is refused by the schema now, but may be stored from before: it reads as missing.
    if (s.byDay && !s.byDay.length) record.recurrence = { ...record.recurrence!, byDay: [] };
    out.push(record);
  });
  return out;
}

type Shown = string; // "<id> <start> <end> <title>"
const from = Date.parse(zonedIso(FROM, 0, 0, TZ));
const to = Date.parse(zonedIso(addDaysKey(TO, 1), 0, 0, TZ));
const iso = (s: string) => new Date(s).toISOString();

/** What a calendar client shows of the feed in the window, each occurrence with its title. */
function clientShows(text: string): Shown[] {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const vtz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
  const vevents = cal.getAllSubcomponents('vevent');
  const shown: Shown[] = [];
  const keep = (uid: string, start: ICAL.Time, end: ICAL.Time, summary: string) => {
    const s = start.toJSDate().getTime();
    const e = end.toJSDate().getTime();
    if (s < to && e > from)
      shown.push(`${uid.split('@')[0]} ${new Date(s).toISOString()} ${new Date(e).toISOString()} ${summary}`);
  };
  for (const master of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
    const uid = String(master.getFirstPropertyValue('uid'));
    const exceptions = vevents.filter((v) => v.hasProperty('recurrence-id') && v.getFirstPropertyValue('uid') === uid);
    const ev = new ICAL.Event(master, { exceptions, strictExceptions: true });
    if (!ev.isRecurring()) {
      keep(uid, ev.startDate, ev.endDate, ev.summary);
      continue;
    }
    const it = ev.iterator();
    for (let next = it.next(); next; next = it.next()) {
      if (next.toJSDate().getTime() > to + 5 * 86_400_000) break; // moves are at most 3 days
      const d = ev.getOccurrenceDetails(next);
      if (d.item.component.getFirstPropertyValue('status') === 'CANCELLED') continue;
      keep(uid, d.startDate, d.endDate, d.item.summary);
    }
  }
  return shown.sort();
}

describe('the feed, expanded by ical.js, gives the API occurrences (property)', () => {
  it('for random events and series with exceptions, DST crossings, byDay missing/empty/several, interval 1-4', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(plain, { maxLength: 3 }),
        fc.array(series, { minLength: 1, maxLength: 4 }),
        async (plains, serieses) => {
          t.services.db.content.events.setAllUntracked(toRecords(plains, serieses));
          const res = await t.req(`/api/events?from=${FROM}&to=${TO}`);
          const occurrences = (
            (await res.json()) as (Pick<AcademyEvent, 'title' | 'translations'> & {
              id: string;
              seriesId?: string;
              cancelled?: boolean;
              movedTo?: string;
              startTime: string;
              endTime: string;
            })[]
          )
            // A moved date's mark on its planned day (`movedTo`) is for the calendars: no occurrence.
            .filter((o) => !o.cancelled && !o.movedTo);
          for (const lang of ['en', 'es'] as const) {
            const feed = await t.req(`/api/events.ics?lang=${lang}`);
            expect(feed.status).toBe(200);
            const shown = clientShows(await feed.text());
            const api = occurrences
              .map(
                (o) =>
                  `${o.seriesId ?? o.id} ${iso(o.startTime)} ${iso(o.endTime)} ${localized(o, 'title', lang).text}`,
              )
              .sort();
            expect(shown, lang).toEqual(api);
          }
        },
      ),
      { numRuns: 40, seed: Number(process.env.FC_SEED ?? 2911) },
    );
  }, 60_000);
});
