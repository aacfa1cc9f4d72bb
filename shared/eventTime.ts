import { zonedIso, zonedParts, type DateKey } from './dates';

/** The event form's 12-hour selects (docs/product.md#event-form): hour '1'..'12', minute '00'|'15'|'30'|'45'. */
export type ClockTime = { hour: string; minute: string; period: 'AM' | 'PM' };
export const DEFAULT_START: ClockTime = { hour: '9', minute: '00', period: 'AM' };
export const DEFAULT_END: ClockTime = { hour: '10', minute: '00', period: 'AM' };

/** 12 AM is 00, 12 PM is 12. */
export function to24h({ hour, period }: Pick<ClockTime, 'hour' | 'period'>): number {
  const h = Number(hour) % 12;
  return period === 'PM' ? h + 12 : h;
}
export function to12h(hour24: number, minute: number): ClockTime {
  const period = hour24 >= 12 ? 'PM' : 'AM';
  const h = hour24 % 12 === 0 ? 12 : hour24 % 12;
  // Minutes not on the 15-minute grid (imported data) are rounded down to the nearest choice.
  const m = String(Math.floor(minute / 15) * 15).padStart(2, '0');
  return { hour: String(h), minute: m, period };
}
export const clockToIso = (day: DateKey, t: ClockTime, tz: string) => zonedIso(day, to24h(t), Number(t.minute), tz);
export function isoToClock(iso: string, tz: string): { day: DateKey; time: ClockTime } {
  const p = zonedParts(iso, tz);
  return { day: p.dateKey, time: to12h(p.hour24, p.minute) };
}
