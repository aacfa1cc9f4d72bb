import { DEFAULT_END, DEFAULT_START, clockToIso, isoToClock, type ClockTime } from '@shared/eventTime';
import { isRealDateKey } from '@shared/dates';
import { MSG } from '@shared/messages';
import { seriesIssues } from '@shared/recurrence';
import { eventInput, storedRangeMessage, type AcademyEvent, type EventException } from '@shared/schemas';
import { noRepeat, repeatFromEvent, repeatToRecurrence, type RepeatForm } from './repeatForm';
import { fieldErrors, type FieldErrors } from '../common/fieldErrors';
import { spanishOf, withTranslations, type SpanishValues } from '../common/spanishForm';

/** The event form (docs/product.md#event-form): one day, start and end as 12-hour selects; '' category = none. */
export type EventForm = {
  title: string;
  description: string;
  location: string;
  date: string;
  category: string;
  start: ClockTime;
  end: ClockTime;
  /** 'Repeats weekly on [days] until [date]' (docs/decisions.md#weekly-classes). */
  repeat: RepeatForm;
  /** A series' cancelled and moved dates, kept as they are unless the dates panel changes them. */
  exceptions: EventException[];
  /** The Spanish of the title, description and location (translations.es). */
  es: SpanishValues<'events'>;
  /** Seats and a waitlist (a weekly series only): kept as text while typed. */
  enrollment: EnrollmentForm;
};
export type EnrollmentForm = { on: boolean; capacity: string; open: boolean; ageMin: string; ageMax: string };
const noEnrollment = (): EnrollmentForm => ({ on: false, capacity: '12', open: true, ageMin: '', ageMax: '' });
const enrollmentOf = (e: AcademyEvent): EnrollmentForm =>
  e.enrollment
    ? {
        on: true,
        capacity: String(e.enrollment.capacity),
        open: e.enrollment.open,
        ageMin: e.enrollment.ageMin === undefined ? '' : String(e.enrollment.ageMin),
        ageMax: e.enrollment.ageMax === undefined ? '' : String(e.enrollment.ageMax),
      }
    : noEnrollment();
/** '' means none; anything else goes as a number (the schema names what is wrong with it). */
const num = (v: string) => (v.trim() === '' ? null : Number(v));
const enrollmentPayload = (f: EventForm) =>
  f.repeat.on && f.enrollment.on
    ? {
        capacity: Number(f.enrollment.capacity),
        open: f.enrollment.open,
        ageMin: num(f.enrollment.ageMin),
        ageMax: num(f.enrollment.ageMax),
      }
    : null;
export type EventPayload = ReturnType<typeof eventInput.parse>;

export const emptyEventForm = (today: string): EventForm => ({
  title: '',
  description: '',
  location: '',
  date: today,
  category: '',
  start: DEFAULT_START,
  end: DEFAULT_END,
  repeat: noRepeat(),
  exceptions: [],
  es: spanishOf('events'),
  enrollment: noEnrollment(),
});

/** Times are read in the academy's timezone (docs/decisions.md#academy-timezone), whatever the browser's zone is. */
export function eventToForm(e: AcademyEvent, tz: string): EventForm {
  const start = isoToClock(e.startTime, tz);
  return {
    title: e.title,
    description: e.description ?? '',
    location: e.location ?? '',
    date: start.day,
    category: e.category ?? '',
    start: start.time,
    end: isoToClock(e.endTime, tz).time,
    repeat: repeatFromEvent(e, tz),
    exceptions: e.exceptions ?? [],
    es: spanishOf('events', e),
    enrollment: enrollmentOf(e),
  };
}

/** docs/product.md#events-tab: a duplicate is the same event titled ' (Copy)', on today's date. */
export const duplicateEventForm = (e: AcademyEvent, tz: string, today: string): EventForm => ({
  ...eventToForm(e, tz),
  title: `${e.title} (Copy)`,
  date: today,
  exceptions: [],
});

/**
 * The payload, or inline errors. End-before-start is checked here too (docs/decisions.md#end-after-start) so it is
 * reported together with any other mistake instead of only after the server refuses it.
 */
export function validateEvent(form: EventForm, tz: string): { input: EventPayload } | { errors: FieldErrors } {
  const validDay = isRealDateKey(form.date);
  const startTime = validDay ? clockToIso(form.date, form.start, tz) : '';
  const endTime = validDay ? clockToIso(form.date, form.end, tz) : '';
  const { repeat: _r, enrollment: _en, ...fields } = withTranslations(form);
  const result = eventInput.safeParse({
    ...fields,
    category: form.category || null,
    startTime,
    endTime,
    recurrence: repeatToRecurrence(form.repeat),
    exceptions: form.repeat.on ? form.exceptions : [],
    enrollment: enrollmentPayload(form),
  });
  if (result.success) {
    // The rule against the first date (until, weekdays, exception dates), as the server checks it.
    const issues = seriesIssues(result.data, tz);
    if (!issues.length) return { input: result.data };
    return { errors: Object.fromEntries(issues.map((i) => [i.path.split('.').slice(0, 2).join('.'), i.message])) };
  }
  // The times are built here from valid selects, so their faults are the order and the date's range.
  const { startTime: startError, endTime: _e, recurrence: _rule, ...errors } = fieldErrors(result.error);
  for (const i of result.error.issues)
    if (i.path[0] === 'recurrence' || i.path[0] === 'enrollment')
      errors[i.path.slice(0, 2).map(String).join('.')] ??= i.message;
  if (!validDay) errors.date = form.date ? MSG.invalidDate : MSG.dateRequired;
  else if (startError) errors.date = storedRangeMessage('Date');
  else if (Date.parse(endTime) <= Date.parse(startTime)) errors.endTime = MSG.endAfterStart;
  return { errors };
}
