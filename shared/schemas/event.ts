import { EXCEPTION_TRANSLATABLE, TRANSLATABLE } from '../translations';
import { z } from 'zod';
import { MSG } from '../messages';
import { translationsField } from './translations';
import { classEnrollment, type ClassEnrollment } from './enrollment';
import { dateKey, optionalText, requiredText, storedDateKey, storedDateTime, versionedMeta } from './common';

/** iCalendar weekday codes, Monday first (RRULE's BYDAY). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAYS)[number];

/** A weekly series (docs/decisions.md#weekly-classes): startTime/endTime are its first occurrence. */
export const recurrence = z.object({
  frequency: z.literal('weekly', { error: "frequency must be 'weekly'" }),
  interval: z
    .number({ error: 'interval must be a whole number from 1 to 4' })
    .int('interval must be a whole number from 1 to 4')
    .min(1, 'interval must be a whole number from 1 to 4')
    .max(4, 'interval must be a whole number from 1 to 4')
    .default(1),
  // Kept in Monday-first order without repeats, so equal rules are stored alike.
  byDay: z
    .array(z.enum(WEEKDAYS, { error: `Must be one of ${WEEKDAYS.join(', ')}` }))
    .min(1, 'Choose at least one weekday')
    .max(7)
    .transform((days) => WEEKDAYS.filter((d) => days.includes(d)))
    .optional(),
  until: storedDateKey('until')
    .nullish()
    .transform((v) => v ?? null),
});
export type Recurrence = z.output<typeof recurrence>;
export type RecurrenceInput = z.input<typeof recurrence>;

/** A series' last date is at most this many years after its first (bounded expansion and VTIMEZONE). */
export const MAX_SERIES_YEARS = 10;
const untilMessage = `A series ends at most ${MAX_SERIES_YEARS} years after its first date`;
/**
 * Whether `until` is within MAX_SERIES_YEARS of the first date. The first date is read in UTC
 * here (the schema knows no timezone): a day's leeway either way, never centuries.
 */
const untilWithinReach = (e: { startTime: string; recurrence?: { until: string | null } | null }) => {
  const until = e.recurrence?.until;
  if (!until) return true;
  const t = Date.parse(e.startTime);
  if (Number.isNaN(t)) return true; // startTime names its own issue
  const first = new Date(t).toISOString().slice(0, 10);
  return until <= `${Number(first.slice(0, 4)) + MAX_SERIES_YEARS}${first.slice(4)}`;
};
const untilRule = { message: untilMessage, path: ['recurrence', 'until'] };

const endAfterStart = (e: { startTime: string; endTime: string }) => Date.parse(e.endTime) > Date.parse(e.startTime);

/** One date of a series cancelled or moved; `date` is the occurrence's own date in the academy's timezone. */
export const eventException = z
  .object({
    date: storedDateKey(),
    cancelled: z.boolean({ error: 'cancelled must be true or false' }).default(false),
    startTime: storedDateTime('Start time').nullish(),
    endTime: storedDateTime('End time').nullish(),
    location: optionalText(200),
    note: optionalText(500),
    translations: translationsField(EXCEPTION_TRANSLATABLE, { location: 200, note: 500 }),
  })
  .transform(({ startTime, endTime, ...rest }) => ({
    ...rest,
    ...(startTime ? { startTime } : {}),
    ...(endTime ? { endTime } : {}),
  }))
  .refine((x) => !x.startTime === !x.endTime, {
    message: 'A moved date needs both start and end time',
    path: ['endTime'],
  })
  .refine((x) => !x.startTime || !x.endTime || endAfterStart(x as { startTime: string; endTime: string }), {
    message: MSG.endAfterStart,
    path: ['endTime'],
  });
export type EventException = z.output<typeof eventException>;

const eventFields = z.object({
  title: requiredText(MSG.titleRequired, 200),
  description: optionalText(5000),
  location: optionalText(200),
  category: optionalText(60),
  startTime: storedDateTime('Start time'),
  endTime: storedDateTime('End time'),
  // Optional and left out of plain events, so a client that never sends them sees the records as before.
  recurrence: recurrence.nullish().transform((v) => v ?? undefined),
  exceptions: z
    .array(eventException)
    .max(500, 'At most 500 exceptions')
    .nullish()
    .transform((v) => (v && v.length ? v : undefined)),
  translations: translationsField(TRANSLATABLE.events, { title: 200, description: 5000, location: 200 }),
  // Seats and a waitlist (enrollment.ts); only on a weekly series.
  enrollment: classEnrollment.nullish().transform((v) => v ?? undefined),
});
const enrollmentNeedsSeries = {
  message: 'Only a weekly series takes enrollment requests',
  path: ['enrollment'],
};

export const eventInput = eventFields
  .refine(endAfterStart, { message: MSG.endAfterStart, path: ['endTime'] })
  .refine(untilWithinReach, untilRule)
  .refine((e) => !e.exceptions || e.recurrence, { message: 'Exceptions need a recurrence', path: ['exceptions'] })
  .refine((e) => !e.enrollment || e.recurrence, enrollmentNeedsSeries);
export type EventInput = z.input<typeof eventInput>;
export const academyEvent = eventFields
  .extend(versionedMeta)
  .refine(endAfterStart, { message: MSG.endAfterStart, path: ['endTime'] })
  .refine(untilWithinReach, untilRule);
/** Stored events leave recurrence and exceptions out unless they are a series. */
export type AcademyEvent = Omit<z.output<typeof academyEvent>, 'recurrence' | 'exceptions' | 'enrollment'> & {
  recurrence?: Recurrence;
  exceptions?: EventException[];
  enrollment?: ClassEnrollment;
};

/**
 * What the calendars receive from a month or range query: a plain event, or an occurrence of a
 * series (its fields without recurrence and exceptions, plus these).
 */
export type EventOccurrence = AcademyEvent & {
  seriesId?: string;
  occurrenceDate?: string;
  cancelled?: boolean;
  note?: string | null;
  /** Moved here: the start it was planned at (shared/recurrence.ts expandSeries). */
  movedFrom?: string;
  /** The planned day's mark of a class moved to another day: its new start. */
  movedTo?: string;
};

export const monthQuery = z.object({
  month: z.coerce
    .number({ error: 'month must be a number from 1 to 12' })
    .int()
    .min(1, 'month must be a number from 1 to 12')
    .max(12, 'month must be a number from 1 to 12'),
  year: z.coerce
    .number({ error: 'year must be a number from 1970 to 9999' })
    .int()
    .min(1970, 'year must be a number from 1970 to 9999')
    .max(9999, 'year must be a number from 1970 to 9999'),
});

/** At most this many days in one ?from&to query: a season's quarter, bounded work per request. */
export const MAX_RANGE_DAYS = 92;
export const rangeQuery = z.object({ from: dateKey, to: dateKey });
