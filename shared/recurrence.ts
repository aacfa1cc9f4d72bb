import * as rruleModule from 'rrule';
import { addDaysKey, formatKey, isRealDateKey, zonedIso, zonedParts, type DateKey } from './dates';
import { isStoredTime } from './schemas/common';
import { runSteps, type Steps } from './steps';
import { MAX_SERIES_YEARS, WEEKDAYS, type EventException, type Recurrence, type WeekdayCode } from './schemas/event';

/**
 * Weekly series (docs/decisions.md#weekly-classes). rrule expands the rule on "floating" dates:
 * UTC Date objects whose fields are the academy's wall clock. Each date is then placed in the
 * academy's timezone on its own, so a 4:00 PM class stays at 4:00 PM across daylight-saving
 * changes (the instant moves by an hour, the wall clock does not).
 */

type RRuleModule = typeof import('rrule');
/**
 * rrule ships CommonJS for Node, whose exports only its `default` carries (Node finds no named
 * ones in its UMD wrapper), and ESM for bundlers, which has no `default`. The namespace is read
 * through a parameter: a `.default` written on the import itself is flagged by the bundler
 * (IMPORT_IS_UNDEFINED) in every build.
 */
function namedOrDefault(ns: object): RRuleModule {
  return 'RRule' in ns ? (ns as RRuleModule) : (ns as { default: RRuleModule }).default;
}
const rr = namedOrDefault(rruleModule);

export type SeriesLike = {
  id: string;
  startTime: string;
  endTime: string;
  location?: string | null;
  recurrence?: Recurrence | null;
  exceptions?: readonly EventException[] | null;
};

const DAY = 86_400_000;
/** A wall-clock time as a floating instant (UTC fields are the wall clock). */
function floating(iso: string, tz: string): number {
  const p = zonedParts(iso, tz);
  const [y, m, d] = p.dateKey.split('-').map(Number);
  return Date.UTC(y, m - 1, d, p.hour24, p.minute);
}
const floatingKey = (t: number): DateKey => new Date(t).toISOString().slice(0, 10);
const floatingToIso = (t: number, tz: string) => {
  const d = new Date(t);
  return zonedIso(floatingKey(t), d.getUTCHours(), d.getUTCMinutes(), tz);
};
const keyToFloating = (key: DateKey) => Date.parse(`${key}T00:00:00Z`);

/** The weekday code of a date key. */
export const weekdayOf = (key: DateKey): WeekdayCode => WEEKDAYS[(new Date(keyToFloating(key)).getUTCDay() + 6) % 7];

/**
 * A rule's weekdays, the one place that decides them (API expansion, the feed, the dashboard):
 * as given, or, when byDay is missing or empty, the first date's weekday.
 */
export const weekdaysOf = (byDay: readonly WeekdayCode[] | null | undefined, firstDate: DateKey): WeekdayCode[] =>
  byDay?.length ? WEEKDAYS.filter((d) => byDay.includes(d)) : [weekdayOf(firstDate)];

/** The rule's weekdays: as given, or the first occurrence's. */
export const ruleDays = (s: SeriesLike, tz: string): WeekdayCode[] =>
  weekdaysOf(s.recurrence?.byDay, zonedParts(s.startTime, tz).dateKey);

/**
 * The series' last date: `until`, but never more than MAX_SERIES_YEARS after the first date nor
 * past the stored range, so a value stored before those rules cannot make anyone walk centuries.
 */
export function ruleUntil(s: SeriesLike, tz: string): DateKey | null {
  const until = s.recurrence?.until;
  if (!until) return null;
  const first = zonedParts(s.startTime, tz).dateKey;
  // A day's leeway: the schema reads the first date in UTC, which may be the next day here.
  const reach = addDaysKey(
    `${Number(first.slice(0, 4)) + MAX_SERIES_YEARS}${first.slice(4, 7)}-01`,
    Number(first.slice(8)),
  );
  return [until, reach, '2100-12-31'].sort()[0];
}

/**
 * Whether a stored event can be placed on a calendar: its times lie within the stored range
 * (docs/decisions.md, what no stored value can break). A record stored before that rule with a
 * year like 0202 is left out of the calendars and the feed alike instead of stalling them.
 */
export const isPlaceable = (e: SeriesLike) =>
  isStoredTime(e.startTime) && isStoredTime(e.endTime) && (!e.recurrence?.until || isRealDateKey(e.recurrence.until));

/**
 * The rule as rrule reads it. rrule walks from DTSTART on every query, so for a range far into a
 * long series DTSTART is moved forward by whole periods (interval weeks: the same weekdays in the
 * same weeks) to at least a week before the range; the days it skips are all before the range.
 */
function rule(s: SeriesLike & { recurrence: Recurrence }, tz: string, fromKey?: DateKey) {
  const r = s.recurrence;
  const interval = r.interval ?? 1;
  let dtstart = floating(s.startTime, tz);
  if (fromKey) {
    const period = interval * 7 * DAY;
    const periods = Math.floor((keyToFloating(fromKey) - 7 * DAY - dtstart) / period);
    if (periods > 0) dtstart += periods * period;
  }
  return new rr.RRule({
    freq: rr.RRule.WEEKLY,
    interval,
    wkst: rr.RRule.MO,
    byweekday: ruleDays(s, tz).map((d) => WEEKDAYS.indexOf(d)),
    dtstart: new Date(dtstart),
    // until is a date, inclusive: the whole of that day in the academy's timezone.
    until: r.until ? new Date(keyToFloating(ruleUntil(s, tz)!) + DAY - 1000) : null,
  });
}

/** The series' own dates (before exceptions) whose occurrence starts within [fromKey, toKey]. */
export function seriesDates(s: SeriesLike & { recurrence: Recurrence }, tz: string, fromKey: DateKey, toKey: DateKey) {
  return rule(s, tz, fromKey)
    .between(new Date(keyToFloating(fromKey)), new Date(keyToFloating(toKey) + DAY - 1), true)
    .map((d) => floatingKey(+d));
}

/** Whether `date` is one of the series' dates. */
export const isSeriesDate = (s: SeriesLike & { recurrence: Recurrence }, tz: string, date: DateKey) =>
  seriesDates(s, tz, date, date).length === 1;

export type Occurrence<T extends SeriesLike> = Omit<T, 'recurrence' | 'exceptions'> & {
  id: string;
  seriesId: string;
  occurrenceDate: DateKey;
  startTime: string;
  endTime: string;
  cancelled: boolean;
  note: string | null;
  /** A date moved elsewhere: the start it was planned at (on the class where it now is). */
  movedFrom?: string;
  /** The mark left on the planned day of a class moved to another day: where it went (its start). */
  movedTo?: string;
};

/** The first occurrence's wall clock (floating) and length: the same for every date of a series. */
type SeriesClock = { start: number; length: number };
const seriesClock = (s: SeriesLike, tz: string): SeriesClock => {
  const start = floating(s.startTime, tz);
  return { start, length: floating(s.endTime, tz) - start };
};

/** One date of the series with its exception applied. */
export function occurrenceOn<T extends SeriesLike>(
  s: T,
  tz: string,
  date: DateKey,
  clock: SeriesClock = seriesClock(s, tz),
): Occurrence<T> {
  const { recurrence: _r, exceptions, ...fields } = s;
  const { start, length } = clock;
  const t = keyToFloating(date) + (start - keyToFloating(floatingKey(start)));
  const ex = exceptions?.find((x) => x.date === date);
  return {
    ...(fields as Omit<T, 'recurrence' | 'exceptions'>),
    id: `${s.id}:${date}`,
    seriesId: s.id,
    occurrenceDate: date,
    startTime: ex?.startTime ?? floatingToIso(t, tz),
    endTime: ex?.endTime ?? floatingToIso(t + length, tz),
    ...(ex?.location ? { location: ex.location } : {}),
    cancelled: ex?.cancelled ?? false,
    note: ex?.note ?? null,
    ...occurrenceTranslations(fields as Translated, ex),
  };
}

type Translated = { translations?: { es?: Partial<Record<string, string>> } };
/**
 * The occurrence's Spanish: the series' own, but for a date that moved elsewhere the place is the
 * exception's (its Spanish, or none: never the series' old place), and the note is the date's.
 */
function occurrenceTranslations(series: Translated, ex: EventException | undefined): Translated {
  if (!ex) return {};
  const { location, ...es } = series.translations?.es ?? {};
  const own = ex.translations?.es ?? {};
  const place = ex.location ? own.location : location;
  const merged = { ...es, ...(place ? { location: place } : {}), ...(own.note ? { note: own.note } : {}) };
  if (!Object.keys(merged).length) return series.translations ? { translations: undefined } : {};
  return { translations: { es: merged } };
}

/** A date as the series planned it, before its exception. */
const plannedOn = <T extends SeriesLike>(s: T, tz: string, date: DateKey, clock?: SeriesClock) =>
  occurrenceOn({ ...s, exceptions: [] }, tz, date, clock);

const overlaps = (o: { startTime: string; endTime: string }, from: number, to: number) =>
  Date.parse(o.startTime) < to && Date.parse(o.endTime) > from;

/**
 * Occurrences of a series overlapping [from, to) (epoch ms), cancelled ones included, by start
 * time. A moved date counts where it was moved to, and carries where it was planned (movedFrom);
 * moved to another day, its planned day keeps a mark saying where it went (movedTo), drawn like a
 * cancelled class, so a family who knew the old day is not left with a day that silently emptied.
 */
export function expandSeries<T extends SeriesLike & { recurrence: Recurrence }>(
  s: T,
  tz: string,
  from: number,
  to: number,
): Occurrence<T>[] {
  const length = Date.parse(s.endTime) - Date.parse(s.startTime);
  // Day keys around the range: a day either side covers every timezone, `length` an event that began earlier.
  const fromKey = new Date(from - length - DAY).toISOString().slice(0, 10);
  const toKey = new Date(to + DAY).toISOString().slice(0, 10);
  const movedDates = new Set((s.exceptions ?? []).filter((x) => x.startTime).map((x) => x.date));
  // A series that begins after the range or ended before it has nothing there (unless a date
  // was moved): no rule to build, which is most of the cost of a month at thousands of events.
  const ended = s.recurrence.until !== null && s.recurrence.until < fromKey;
  if (!movedDates.size && (Date.parse(s.startTime) >= to || ended)) return [];
  const clock = seriesClock(s, tz);
  const out: Occurrence<T>[] = [];
  for (const date of seriesDates(s, tz, fromKey, toKey)) {
    if (movedDates.has(date)) continue;
    const o = occurrenceOn(s, tz, date, clock);
    if (overlaps(o, from, to)) out.push(o);
  }
  for (const date of movedDates) {
    // Imported data is checked by schema only: an exception on a date the rule lacks is ignored.
    if (!isSeriesDate(s, tz, date)) continue;
    const o = occurrenceOn(s, tz, date, clock);
    const planned = plannedOn(s, tz, date, clock);
    if (overlaps(o, from, to)) out.push({ ...o, movedFrom: planned.startTime });
    if (zonedParts(o.startTime, tz).dateKey !== date && overlaps(planned, from, to))
      out.push({ ...planned, id: `${planned.id}:moved`, movedTo: o.startTime });
  }
  return out.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** Plain events that overlap [from, to) and the occurrences of series there, by start time. */
export const expandEvents = <T extends SeriesLike>(events: readonly T[], tz: string, from: number, to: number) =>
  runSteps(expandEventsSteps(events, tz, from, to));

/**
 * expandEvents yielding after each event: the server builds a month in turns with it
 * (shared/node/inTurns.ts), as a month over thousands of series takes hundreds of milliseconds.
 */
export function* expandEventsSteps<T extends SeriesLike>(
  events: readonly T[],
  tz: string,
  from: number,
  to: number,
): Steps<(T | Occurrence<T & { recurrence: Recurrence }>)[]> {
  const out: (T | Occurrence<T & { recurrence: Recurrence }>)[] = [];
  for (const e of events) {
    if (!isPlaceable(e)) continue;
    if (e.recurrence) out.push(...expandSeries(e as T & { recurrence: Recurrence }, tz, from, to));
    else if (overlaps(e, from, to)) out.push(e);
    yield;
  }
  return byStartTime(out);
}

/**
 * Sorted by start (stable): each time parsed once, not twice per comparison (a month of 1,000
 * occurrences sorted by Date.parse in the comparator took milliseconds in one piece).
 */
function byStartTime<T extends { startTime: string }>(items: T[]): T[] {
  const keyed = items.map((item, i) => ({ t: Date.parse(item.startTime), i }));
  keyed.sort((a, b) => a.t - b.t || a.i - b.i);
  return keyed.map((k) => items[k.i]);
}

export type SeriesIssue = { path: string; message: string };

/** What a series must satisfy beyond its schema, all of it depending on the academy's timezone. */
export function seriesIssues(s: Omit<SeriesLike, 'id'>, tz: string): SeriesIssue[] {
  const r = s.recurrence;
  if (!r) return [];
  const issues: SeriesIssue[] = [];
  const firstDate = zonedParts(s.startTime, tz).dateKey;
  if (r.until && r.until < firstDate)
    issues.push({ path: 'recurrence.until', message: 'The series must end on or after its first date' });
  if (r.byDay?.length && !r.byDay.includes(weekdayOf(firstDate)))
    issues.push({ path: 'recurrence.byDay', message: "The weekdays must include the first date's weekday" });
  if (issues.length) return issues;
  const seen = new Set<string>();
  (s.exceptions ?? []).forEach((x, i) => {
    if (seen.has(x.date))
      issues.push({ path: `exceptions.${i}.date`, message: `${x.date} has more than one exception` });
    else if (!isSeriesDate({ id: '', ...s } as SeriesLike & { recurrence: Recurrence }, tz, x.date))
      issues.push({ path: `exceptions.${i}.date`, message: `The series has no class on ${x.date}` });
    seen.add(x.date);
  });
  return issues;
}

const DAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
export const weekdayName = (d: WeekdayCode) => DAY_NAMES[d];
const joinWords = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** The rule in words: "Tuesdays and Thursdays, 4:00 PM, until Dec 18" (every other week: "Every 2 weeks on …"). */
export function describeRecurrence(s: SeriesLike, tz: string): string {
  const r = s.recurrence;
  if (!r) return '';
  const days = ruleDays(s, tz);
  const { hour24, minute } = zonedParts(s.startTime, tz);
  const time = `${hour24 % 12 === 0 ? 12 : hour24 % 12}:${String(minute).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
  const interval = r.interval ?? 1;
  const dayWords = joinWords(days.map((d) => (interval === 1 ? `${DAY_NAMES[d]}s` : DAY_NAMES[d])));
  const head = interval === 1 ? dayWords : `Every ${interval} weeks on ${dayWords}`;
  const firstYear = zonedParts(s.startTime, tz).dateKey.slice(0, 4);
  const until = r.until
    ? `, until ${formatKey(r.until, r.until.slice(0, 4) === firstYear ? 'MMM d' : 'MMM d, yyyy')}`
    : '';
  return `${head}, ${time}${until}`;
}

/** The next `count` dates of the series from `fromKey` on (a year ahead at most). */
export function upcomingDates(s: SeriesLike & { recurrence: Recurrence }, tz: string, fromKey: DateKey, count: number) {
  return seriesDates(s, tz, fromKey, addDaysKey(fromKey, 366)).slice(0, count);
}

/**
 * The series' first date on or after `fromKey`, or null once it has ended. A series that has
 * begun has one within a period of any day, so only that window is expanded (a year per card
 * or per list entry made the dashboard wait).
 */
export function nextDate(s: SeriesLike & { recurrence: Recurrence }, tz: string, fromKey: DateKey): DateKey | null {
  const first = zonedParts(s.startTime, tz).dateKey;
  if (first >= fromKey) return first;
  return seriesDates(s, tz, fromKey, addDaysKey(fromKey, 7 * s.recurrence.interval + 7))[0] ?? null;
}
