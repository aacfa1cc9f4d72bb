import { ruleDays } from '@shared/recurrence';
import type { AcademyEvent, RecurrenceInput, WeekdayCode } from '@shared/schemas';

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
