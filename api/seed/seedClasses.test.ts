import { describe, expect, it } from 'vitest';
import { expandSeries, seriesIssues } from '../../shared/recurrence';
import { eventInput } from '../../shared/schemas';
import { weeklyClasses } from './seedClasses';

describe('demo weekly classes', () => {
  it('are valid series, one with a cancelled date (with a note) after today', () => {
    for (const [tz, today, weekStart] of [
      ['America/Chicago', '2026-11-24', '2026-11-22'],
      ['Europe/Berlin', '2026-03-28', '2026-03-22'],
    ]) {
      const series = weeklyClasses(weekStart, today, tz);
      expect(series).toHaveLength(4);
      for (const s of series) {
        expect(eventInput.safeParse(s).success, s.title).toBe(true);
        expect(seriesIssues(s, tz), s.title).toEqual([]);
      }
      const cancelled = series.flatMap((s, i) =>
        expandSeries(
          { ...s, id: String(i), recurrence: s.recurrence! },
          tz,
          Date.parse(`${today}T00:00:00Z`),
          Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000,
        ).filter((o) => o.cancelled),
      );
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0].occurrenceDate > today).toBe(true);
      expect(cancelled[0].note).toMatch(/refinished/);
    }
  });
});
