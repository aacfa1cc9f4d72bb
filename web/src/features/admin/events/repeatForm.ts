import { isRealDateKey } from '@shared/dates';
import { ruleDays, weekdaysOf } from '@shared/recurrence';
import { WEEKDAYS, type AcademyEvent, type RecurrenceInput, type WeekdayCode } from '@shared/schemas';

/** The repeat part of the event form: off, or weekly on some weekdays, every 1 to 4 weeks, until a date. */
export type RepeatForm = { on: boolean; byDay: WeekdayCode[]; interval: number; until: string };

export const noRepeat = (): RepeatForm => ({ on: false, byDay: [], interval: 1, until: '' });

export function repeatFromEvent(e: AcademyEvent, tz: string): RepeatForm {
  const r = e.recurrence;
  if (!r) return noRepeat();
  return { on: true, byDay: ruleDays({ ...e, recurrence: r }, tz), interval: r.interval, until: r.until ?? '' };
}

/** No weekday ticked means the first date's weekday, as the server reads a rule without byDay. */
export function repeatToRecurrence(r: RepeatForm): RecurrenceInput | null {
  if (!r.on) return null;
  return {
    frequency: 'weekly',
    interval: r.interval,
    ...(r.byDay.length ? { byDay: r.byDay } : {}),
    until: r.until || null,
  };
}

/** The weekdays the picker shows ticked: the rule's as the server reads it (none ticked: the first date's). */
export const shownWeekdays = (r: RepeatForm, firstDate: string): WeekdayCode[] =>
  isRealDateKey(firstDate) ? weekdaysOf(r.byDay, firstDate) : r.byDay;

/** The weekdays after ticking or unticking `day`; the only one ticked stays (a rule repeats on some day). */
export function toggleWeekday(r: RepeatForm, day: WeekdayCode, firstDate: string): WeekdayCode[] {
  const days = shownWeekdays(r, firstDate);
  if (!days.includes(day)) return WEEKDAYS.filter((d) => d === day || days.includes(d));
  return days.length > 1 ? days.filter((d) => d !== day) : days;
}
