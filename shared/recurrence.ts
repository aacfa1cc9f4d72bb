import { formatKey, zonedParts } from './dates';
import type { Recurrence, WeekdayCode } from './schemas/event';
import { isSeriesDate, ruleDays, weekdayOf, type SeriesLike } from './seriesRule';

/**
 * Weekly series as the API and the dashboard share them: the rule and its dates (seriesRule.ts),
 * the occurrences in a range (occurrences.ts), and here what a series must satisfy and the rule
 * in words. Importers read all of it from this module.
 */
export {
  isPlaceable,
  isSeriesDate,
  nextDate,
  ruleDays,
  ruleUntil,
  seriesDates,
  upcomingDates,
  weekdayOf,
  weekdaysOf,
  type SeriesLike,
} from './seriesRule';
export { expandEvents, expandEventsSteps, expandSeries, occurrenceOn, type Occurrence } from './occurrences';

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
