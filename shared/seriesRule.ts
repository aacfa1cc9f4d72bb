import * as rruleModule from 'rrule';
import { addDaysKey, isRealDateKey, zonedIso, zonedParts, type DateKey } from './dates';
import { isStoredTime } from './schemas/common';
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

export const DAY = 86_400_000;
/** A wall-clock time as a floating instant (UTC fields are the wall clock). */
export function floating(iso: string, tz: string): number {
  const p = zonedParts(iso, tz);
  const [y, m, d] = p.dateKey.split('-').map(Number);
  return Date.UTC(y, m - 1, d, p.hour24, p.minute);
}
export const floatingKey = (t: number): DateKey => new Date(t).toISOString().slice(0, 10);
export const floatingToIso = (t: number, tz: string) => {
  const d = new Date(t);
  return zonedIso(floatingKey(t), d.getUTCHours(), d.getUTCMinutes(), tz);
};
export const keyToFloating = (key: DateKey) => Date.parse(`${key}T00:00:00Z`);

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
