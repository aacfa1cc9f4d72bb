import { zonedParts, type DateKey } from './dates';
import type { EventException, Recurrence } from './schemas/event';
import { runSteps, type Steps } from './steps';
import {
  DAY,
  floating,
  floatingKey,
  floatingToIso,
  isPlaceable,
  isSeriesDate,
  keyToFloating,
  seriesDates,
  type SeriesLike,
} from './seriesRule';

/**
 * A series' occurrences in a range: each date of its rule (seriesRule.ts) at the first
 * occurrence's wall clock, with that date's exception (cancelled, moved, a note) applied.
 */

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
