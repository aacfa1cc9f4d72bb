import { addDays, addMonths, format as dateFnsFormat, startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  addDaysKey,
  addMonthsKey,
  format,
  formatInstant,
  instantDayKey,
  isRealDateKey,
  keyToDate,
  monthGrid,
  monthRange,
  monthsOfWeek,
  nextYearMonth,
  weekOf,
  weekTitle,
  zonedIso,
  zonedParts,
} from './dates';

describe('dates', () => {
  it('isRealDateKey refuses impossible dates', () => {
    expect(isRealDateKey('2024-02-29')).toBe(true);
    expect(isRealDateKey('2025-02-29')).toBe(false);
    expect(isRealDateKey('2025-02-30')).toBe(false);
    expect(isRealDateKey('2025-2-3')).toBe(false);
  });
  it('monthRange is the month in the academy timezone', () => {
    const [from, to] = monthRange(2026, 3, 'America/Chicago');
    expect(new Date(from).toISOString()).toBe('2026-03-01T06:00:00.000Z'); // CST
    expect(new Date(to).toISOString()).toBe('2026-04-01T05:00:00.000Z'); // CDT
    const [d1, d2] = monthRange(2026, 12, 'Europe/Berlin');
    expect(new Date(d1).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(new Date(d2).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });
  it('zonedIso and zonedParts round-trip across DST', () => {
    const iso = zonedIso('2026-03-08', 9, 30, 'America/Chicago');
    expect(iso).toBe('2026-03-08T14:30:00.000Z');
    expect(zonedParts(iso, 'America/Chicago')).toEqual({ dateKey: '2026-03-08', hour24: 9, minute: 30 });
    expect(instantDayKey('2026-04-01T04:30:00Z', 'America/Chicago')).toBe('2026-03-31');
  });
  it('weeks are Sunday to Saturday; a week across months needs both months', () => {
    const w = weekOf('2026-04-01');
    expect(w.start).toBe('2026-03-29');
    expect(w.end).toBe('2026-04-04');
    expect(weekTitle(w)).toBe('Mar 29 - Apr 4, 2026');
    expect(monthsOfWeek(w)).toEqual([
      { year: 2026, month: 3 },
      { year: 2026, month: 4 },
    ]);
    expect(nextYearMonth({ year: 2026, month: 12 })).toEqual({ year: 2027, month: 1 });
    expect(addDaysKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthGrid({ year: 2026, month: 2 })).toMatchObject({ leadingBlanks: 0 });
    expect(monthGrid({ year: 2026, month: 2 }).days.length).toBe(28);
  });
});

describe('isRealDateKey (arithmetic)', () => {
  it('knows leap years and month lengths', () => {
    expect(isRealDateKey('2000-02-29')).toBe(true);
    expect(isRealDateKey('1900-02-29')).toBe(false);
    expect(isRealDateKey('2026-04-31')).toBe(false);
    expect(isRealDateKey('2026-12-31')).toBe(true);
    expect(isRealDateKey('2026-13-01')).toBe(false);
    expect(isRealDateKey('2026-00-10')).toBe(false);
    expect(isRealDateKey('2026-01-00')).toBe(false);
    expect(isRealDateKey('2026-01-01T00:00')).toBe(false);
  });

  it('format writes what date-fns format writes, for every pattern the app uses', () => {
    const patterns = [
      'yyyy-MM-dd',
      'MMM d, yyyy',
      'd',
      'MMM d, yyyy h:mm a',
      'EEEE, MMMM d, yyyy',
      'EEEE, MMMM d',
      'EEE, MMM d',
      'yyyy',
      'h:mm a',
      'MMMM yyyy',
      'MMMM d',
      'MMM',
      'MMM dd, yyyy',
      'HH:mm',
      'EEEE, MMM d',
      'EEE',
      "EEEE, MMMM d, yyyy 'at' h:mm a",
      "MMMM d, yyyy 'at' h:mm a",
      "MMM d, yyyy 'at' h:mm a",
      "'it''s' yy M/d hh:mm:ss H:m:s aa",
      "''",
    ];
    // Every hour of a day, and a day in each month of a leap and a plain year.
    const dates = [
      ...Array.from({ length: 24 }, (_, h) => new Date(2024, 1, 29, h, h * 2, h)),
      ...Array.from({ length: 24 }, (_, m) => new Date(2023 + Math.floor(m / 12), m % 12, 1 + m, 12, 5)),
      new Date(999, 0, 3, 0, 0),
    ];
    for (const pattern of patterns)
      for (const d of dates) expect(format(d, pattern), pattern).toBe(dateFnsFormat(d, pattern));
    expect(() => format(new Date(), 'Q')).toThrow(RangeError);
  });

  it('formatInstant reads the wall clock of the timezone', () => {
    expect(formatInstant('2025-03-09T08:30:00Z', 'America/Chicago', "EEE, MMM d 'at' h:mm a")).toBe(
      'Sun, Mar 9 at 3:30 AM',
    );
  });

  it('key arithmetic agrees with date-fns across month ends, leap days and DST changes', () => {
    const keys = ['2024-01-31', '2024-02-29', '2025-03-09', '2025-11-02', '2025-12-31', '2023-05-31', '2024-03-31'];
    for (const key of keys)
      for (const n of [-13, -1, 0, 1, 2, 12, 25]) {
        expect(addDaysKey(key, n), `${key} + ${n} days`).toBe(dateFnsFormat(addDays(keyToDate(key), n), 'yyyy-MM-dd'));
        expect(addMonthsKey(key, n), `${key} + ${n} months`).toBe(
          dateFnsFormat(addMonths(keyToDate(key), n), 'yyyy-MM-dd'),
        );
      }
    for (const key of keys) expect(weekOf(key).start).toBe(dateFnsFormat(startOfWeek(keyToDate(key)), 'yyyy-MM-dd'));
    expect(monthGrid({ year: 2024, month: 2 }).days).toHaveLength(29);
  });
});
