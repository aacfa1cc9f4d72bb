// Over 250 lines: every date the app writes is in this one module: the public pages load it as one small
// chunk instead of date-fns, and its format, arithmetic and timezone rules are tested as one.
// The subpath: the package's index also brings its TZDate class (~1 KB gzipped), kept for its side effects.
import { tzOffset } from '@date-fns/tz/tzOffset';
import { offsetFromTable, offsetTable, type OffsetTable } from './tzOffsets';

/**
 * Calendar maths works on date keys ('yyyy-MM-dd'), never on the browser's timezone: a key is
 * turned into a local noon Date only for arithmetic, which is then timezone-proof.
 * Event instants are placed on days in the academy's timezone (docs/decisions.md#academy-timezone).
 */
export type DateKey = string;
export const DATE_KEY = 'yyyy-MM-dd';
export const DEFAULT_TIMEZONE = 'America/Chicago';

/**
 * A real calendar date 'yyyy-MM-dd' (2025-02-30 is not). Plain arithmetic rather than date-fns'
 * parse, which would add ~5 KB gzipped to every public page that loads this module.
 */
export function isRealDateKey(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return days !== undefined && d >= 1 && d <= days;
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');
/**
 * Another language's names and patterns (web/src/i18n/spanishDates.ts, set on Spanish pages only);
 * English when unset. `pattern` turns each English pattern the code writes into that language's.
 */
export type DateLocale = {
  months: readonly string[];
  monthsShort: readonly string[];
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
  pattern: (english: string) => string;
};
let dateLocale: DateLocale | undefined;
export const setDateLocale = (locale: DateLocale | undefined) => void (dateLocale = locale);
const pad2 = (n: number) => String(n).padStart(2, '0');
const monthShort = (d: Date) => (dateLocale ? dateLocale.monthsShort[d.getMonth()] : MONTHS[d.getMonth()].slice(0, 3));
const weekdayShort = (d: Date) =>
  dateLocale ? dateLocale.weekdaysShort[d.getDay()] : WEEKDAYS[d.getDay()].slice(0, 3);
/** Each supported token (a run of one letter) read from a date's local fields. */
const TOKENS: Record<string, (d: Date) => string> = {
  yyyy: (d) => String(d.getFullYear()).padStart(4, '0'),
  yy: (d) => pad2(d.getFullYear() % 100),
  y: (d) => String(d.getFullYear()),
  MMMM: (d) => (dateLocale?.months ?? MONTHS)[d.getMonth()],
  MMM: monthShort,
  MM: (d) => pad2(d.getMonth() + 1),
  M: (d) => String(d.getMonth() + 1),
  dd: (d) => pad2(d.getDate()),
  d: (d) => String(d.getDate()),
  EEEE: (d) => (dateLocale?.weekdays ?? WEEKDAYS)[d.getDay()],
  EEE: weekdayShort,
  EE: weekdayShort,
  E: weekdayShort,
  hh: (d) => pad2(d.getHours() % 12 || 12),
  h: (d) => String(d.getHours() % 12 || 12),
  HH: (d) => pad2(d.getHours()),
  H: (d) => String(d.getHours()),
  mm: (d) => pad2(d.getMinutes()),
  m: (d) => String(d.getMinutes()),
  ss: (d) => pad2(d.getSeconds()),
  s: (d) => String(d.getSeconds()),
  a: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
  aa: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
};

/**
 * date-fns' `format` (en-US) for the tokens above and quoted text ('at', '' for a quote). Its
 * own format with the locale it needs is ~6 KB gzipped on every public page; this is what the
 * site uses of it. An unsupported letter throws, as date-fns does for unknown ones.
 */
export function format(date: Date, pattern: string): string {
  if (dateLocale) pattern = dateLocale.pattern(pattern);
  return pattern.replace(/'((?:[^']|'')*)'?|([A-Za-z])\2*/g, (match, quoted: string | undefined) => {
    if (quoted !== undefined) return match === "''" ? "'" : quoted.replace(/''/g, "'");
    const token = TOKENS[match];
    if (!token) throw new RangeError(`Unsupported date format token ${match} (shared/dates.ts)`);
    return token(date);
  });
}

export function keyToDate(key: DateKey): Date {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}
export const dateToKey = (date: Date): DateKey => format(date, DATE_KEY);
// Plain Date arithmetic at local noon (Date rolls days and months over), no date-fns on the public pages.
const daysInMonth = (year: number, month0: number) => new Date(year, month0 + 1, 0, 12).getDate();
export const addDaysKey = (key: DateKey, days: number) => {
  const d = keyToDate(key);
  return dateToKey(new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, 12));
};
/** As date-fns' addMonths: a day the target month lacks becomes its last (Jan 31 + 1 month = Feb 28 or 29). */
export const addMonthsKey = (key: DateKey, months: number) => {
  const d = keyToDate(key);
  const first = new Date(d.getFullYear(), d.getMonth() + months, 1, 12);
  const day = Math.min(d.getDate(), daysInMonth(first.getFullYear(), first.getMonth()));
  return dateToKey(new Date(first.getFullYear(), first.getMonth(), day, 12));
};
export const formatKey = (key: DateKey, pattern: string) => format(keyToDate(key), pattern);

export const isValidTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

let knownOffsets: OffsetTable | undefined;
/** Offsets the page came with (tzOffsets.ts): used instead of Intl where they apply. */
export const setOffsetTable = (table: OffsetTable | undefined) => void (knownOffsets = table);

const DAY = 86_400_000;
const YEAR = 366 * DAY;
let lastTable: OffsetTable | undefined;
/**
 * The table the server writes into its pages and places its own dates with: a year back, five
 * ahead of the day `now` falls in (a restart renews it). One a timezone and day, kept: ~4,700
 * Intl lookups (~25-50 ms) to build.
 */
export function pageOffsetTable(tz: string, now = Date.now()): OffsetTable {
  const day = now - (now % DAY);
  if (lastTable?.tz !== tz || lastTable.from !== day - YEAR) {
    lastTable = offsetTable(tz, day - YEAR, day + DAY + 5 * YEAR, (t) => tzOffset(tz, new Date(t)));
  }
  return lastTable;
}

/** Minutes east of UTC of `tz` at epoch milliseconds `t`. */
function offsetMinutes(tz: string, t: number): number {
  return (knownOffsets && offsetFromTable(knownOffsets, tz, t)) ?? tzOffset(tz, new Date(t));
}

/** The wall clock of `tz` at `t`, read with the getUTC* methods. */
export const wallClock = (t: number, tz: string) => new Date(t + offsetMinutes(tz, t) * 60_000);
const pad = (n: number) => String(n).padStart(2, '0');
const wallKey = (w: Date): DateKey => `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;

/** date-fns v4 makes its copies of a date with this method, when the date has one (constructFrom). */
const constructFromSymbol = Symbol.for('constructDateFrom');

/** An instant whose fields (year to second, weekday) are those of the wall clock in `tz`. */
class ZonedDate extends Date {
  private readonly wall: Date;
  constructor(
    t: number,
    private readonly tz: string,
  ) {
    super(t);
    this.wall = wallClock(t, tz);
  }
  [constructFromSymbol](value: Date | number | string) {
    return new ZonedDate(+new Date(value), this.tz);
  }
  getFullYear() {
    return this.wall.getUTCFullYear();
  }
  getMonth() {
    return this.wall.getUTCMonth();
  }
  getDate() {
    return this.wall.getUTCDate();
  }
  getDay() {
    return this.wall.getUTCDay();
  }
  getHours() {
    return this.wall.getUTCHours();
  }
  getMinutes() {
    return this.wall.getUTCMinutes();
  }
  getSeconds() {
    return this.wall.getUTCSeconds();
  }
  getMilliseconds() {
    return this.wall.getUTCMilliseconds();
  }
  getTimezoneOffset() {
    return -offsetMinutes(this.tz, this.getTime());
  }
}

export const todayKey = (tz: string, now = Date.now()): DateKey => wallKey(wallClock(now, tz));
export const instantDayKey = (iso: string, tz: string): DateKey => wallKey(wallClock(Date.parse(iso), tz));
export const formatInstant = (iso: string, tz: string, pattern: string) =>
  format(new ZonedDate(Date.parse(iso), tz), pattern);
export const formatTime = (iso: string, tz: string) => formatInstant(iso, tz, 'h:mm a');
export const formatTimeRange = (startIso: string, endIso: string, tz: string) =>
  `${formatTime(startIso, tz)} - ${formatTime(endIso, tz)}`;

/**
 * The instant of a wall-clock time in `tz`. A time the clocks skip (spring forward) is read with
 * the offset before the change, so it lands after it (2:30 becomes 3:30); a time they repeat (fall
 * back) is its first occurrence. Both as @date-fns/tz's TZDate does.
 */
function zonedInstant(y: number, month0: number, d: number, hour24: number, minute: number, tz: string): number {
  const wall = Date.UTC(y, month0, d, hour24, minute);
  const guess = offsetMinutes(tz, wall);
  const first = wall - guess * 60_000;
  const actual = offsetMinutes(tz, first);
  if (actual === guess) return first;
  const second = wall - actual * 60_000;
  // Neither reading holds: the time is skipped, and the later instant is the one after the change.
  return offsetMinutes(tz, second) === actual ? second : Math.max(first, second);
}

/** The instant of a wall-clock time on a day in the academy's timezone. */
export function zonedIso(key: DateKey, hour24: number, minute: number, tz: string): string {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(zonedInstant(y, m - 1, d, hour24, minute, tz)).toISOString();
}
export function zonedParts(iso: string, tz: string): { dateKey: DateKey; hour24: number; minute: number } {
  const w = wallClock(Date.parse(iso), tz);
  return { dateKey: wallKey(w), hour24: w.getUTCHours(), minute: w.getUTCMinutes() };
}

/** [start, end) of a calendar month in the academy's timezone, as epoch milliseconds. */
export function monthRange(year: number, month: number, tz: string): [number, number] {
  return [zonedInstant(year, month - 1, 1, 0, 0, tz), zonedInstant(year, month, 1, 0, 0, tz)];
}
export const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) => aStart < bEnd && aEnd > bStart;

export type Week = { start: DateKey; end: DateKey; days: DateKey[] };
export function weekOf(key: DateKey): Week {
  const start = addDaysKey(key, -keyToDate(key).getDay()); // weeks start on Sunday
  const days = Array.from({ length: 7 }, (_, i) => addDaysKey(start, i));
  return { start, end: days[6], days };
}
export function weekTitle(week: Week): string {
  return `${formatKey(week.start, 'MMM d')} - ${formatKey(week.end, 'MMM d, yyyy')}`;
}

export type YearMonth = { year: number; month: number };
export const yearMonthOf = (key: DateKey): YearMonth => ({
  year: Number(key.slice(0, 4)),
  month: Number(key.slice(5, 7)),
});
/** The months whose events a week needs: its start month and, if different, its end month. */
export function monthsOfWeek(week: Week): YearMonth[] {
  const a = yearMonthOf(week.start);
  const b = yearMonthOf(week.end);
  return a.month === b.month && a.year === b.year ? [a] : [a, b];
}
export const nextYearMonth = ({ year, month }: YearMonth): YearMonth =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
export const monthTitle = ({ year, month }: YearMonth) => format(new Date(year, month - 1, 1, 12), 'MMMM yyyy');

/** Month grid for a Sunday-first calendar: blank leading cells, then each day's key. */
export function monthGrid({ year, month }: YearMonth): { leadingBlanks: number; days: DateKey[] } {
  const first = new Date(year, month - 1, 1, 12);
  const count = daysInMonth(year, month - 1);
  const days = Array.from({ length: count }, (_, i) => dateToKey(new Date(year, month - 1, i + 1, 12)));
  return { leadingBlanks: first.getDay(), days };
}

/** Merges event lists fetched for several months, keeping one copy of each id, by start time. */
export function mergeById<T extends { id: string; startTime: string }>(...lists: T[][]): T[] {
  const byId = new Map<string, T>();
  for (const list of lists) for (const e of list) byId.set(e.id, e);
  return [...byId.values()].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** Groups events on the days (academy timezone) they start. */
export function eventsByDay<T extends { startTime: string }>(events: T[], tz: string): Map<DateKey, T[]> {
  const map = new Map<DateKey, T[]>();
  for (const e of events) {
    const key = instantDayKey(e.startTime, tz);
    const list = map.get(key);
    if (list) list.push(e);
    else map.set(key, [e]);
  }
  return map;
}
