import { describe, expect, it } from 'vitest';
import type { AcademyEvent } from '@shared/schemas';
import { groupEvents } from './eventGroups';

const tz = 'America/Chicago';
const today = '2026-11-24'; // a Tuesday
let n = 0;
const ev = (startTime: string, endTime: string, more: Partial<AcademyEvent> = {}): AcademyEvent =>
  ({ id: `e${++n}`, title: `Event ${n}`, startTime, endTime, category: 'drum', ...more }) as AcademyEvent;

describe('groupEvents', () => {
  it('upcoming soonest first and past latest first, in month groups', () => {
    const dec = ev('2026-12-05T15:00:00Z', '2026-12-05T17:00:00Z');
    const laterNov = ev('2026-11-28T15:00:00Z', '2026-11-28T17:00:00Z');
    const jan = ev('2027-01-09T15:00:00Z', '2027-01-09T17:00:00Z');
    const oct = ev('2026-10-03T15:00:00Z', '2026-10-03T17:00:00Z');
    const lastYear = ev('2025-11-30T15:00:00Z', '2025-11-30T17:00:00Z');
    const earlierOct = ev('2026-10-01T15:00:00Z', '2026-10-01T17:00:00Z');
    const { upcoming, past } = groupEvents([dec, oct, jan, lastYear, laterNov, earlierOct], tz, today);
    expect(upcoming.map((g) => [g.label, g.items.map((e) => e.id)])).toEqual([
      ['November 2026', [laterNov.id]],
      ['December 2026', [dec.id]],
      ['January 2027', [jan.id]],
    ]);
    expect(past.map((g) => [g.label, g.items.map((e) => e.id)])).toEqual([
      ['October 2026', [oct.id, earlierOct.id]],
      ['November 2025', [lastYear.id]],
    ]);
  });

  it('an event that ends today, or spans today, is still upcoming; yesterday evening in Chicago is past', () => {
    const endsToday = ev('2026-11-24T14:00:00Z', '2026-11-24T15:00:00Z');
    const spans = ev('2026-11-22T14:00:00Z', '2026-11-26T15:00:00Z');
    // 23:30 on Nov 23 in Chicago is 05:30 UTC on Nov 24: past by the academy's calendar.
    const yesterday = ev('2026-11-24T04:30:00Z', '2026-11-24T05:30:00Z');
    const { upcoming, past } = groupEvents([endsToday, spans, yesterday], tz, today);
    expect(upcoming.flatMap((g) => g.items.map((e) => e.id)).sort()).toEqual([endsToday.id, spans.id].sort());
    expect(past.flatMap((g) => g.items.map((e) => e.id))).toEqual([yesterday.id]);
  });

  it('a weekly class sorts by its next date; one that has ended is past', () => {
    const weekly = ev('2025-09-02T23:00:00Z', '2025-09-03T00:30:00Z', {
      recurrence: { frequency: 'weekly', interval: 1, byDay: ['TU'], until: null },
    });
    const ended = ev('2025-01-07T23:00:00Z', '2025-01-08T00:30:00Z', {
      recurrence: { frequency: 'weekly', interval: 1, byDay: ['TU'], until: '2025-05-27' },
    });
    const friday = ev('2026-11-27T15:00:00Z', '2026-11-27T17:00:00Z');
    const { upcoming, past } = groupEvents([friday, weekly, ended], tz, today);
    expect(upcoming).toEqual([{ key: '2026-11', label: 'November 2026', items: [weekly, friday] }]);
    expect(past).toEqual([{ key: '2025-05', label: 'May 2025', items: [ended] }]);
  });
});
