import type { AcademyEvent } from '../shared/schemas';

const DAY = 86_400_000;
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const iso = (t: number) => new Date(t).toISOString();

/**
 * `n` stored events over a year around `now`, one in ten a weekly series (every 1 to 4 weeks, for
 * a year, on its first date's weekday or on two days, or with no byDay; every other one with a
 * cancelled date): the feed and the month queries at the academy's scale and beyond.
 */
export function manyEvents(n: number, now = Date.now()): AcademyEvent[] {
  const start = now - 180 * DAY;
  return Array.from({ length: n }, (_, i) => {
    // 17:00 UTC: mid-morning in the Americas, the same date everywhere from UTC-12 to UTC+6.
    const s =
      start + Math.floor((i * 365 * DAY) / n) - ((start + Math.floor((i * 365 * DAY) / n)) % DAY) + 17 * 3_600_000;
    const e: AcademyEvent = {
      id: `many-${i}`,
      title: `Practice ${i}`,
      description: 'Full ensemble practice. Bring water, sticks and your practice pad.',
      location: 'Main hall',
      category: ['class', 'practice', 'drum', 'guard'][i % 4],
      startTime: iso(s),
      endTime: iso(s + 2 * 3_600_000),
      createdAt: iso(start),
      updatedAt: iso(start),
      version: 1,
    };
    if (i % 10 !== 0) return e;
    const day = WEEKDAYS[(new Date(s).getUTCDay() + 6) % 7];
    const other = WEEKDAYS[(WEEKDAYS.indexOf(day) + 2) % 7];
    const byDay = i % 30 === 0 ? undefined : i % 30 === 10 ? [day] : [day, other];
    return {
      ...e,
      recurrence: {
        frequency: 'weekly',
        interval: 1 + ((i / 10) % 4),
        ...(byDay ? { byDay: WEEKDAYS.filter((d) => byDay.includes(d)) } : {}),
        until: iso(s + 365 * DAY).slice(0, 10),
      },
      ...(i % 20 === 0
        ? { exceptions: [{ date: iso(s).slice(0, 10), cancelled: true, location: null, note: 'Off' }] }
        : {}),
    };
  });
}
