import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { ICalCalendar, ICalEventRepeatingFreq, ICalEventStatus, ICalWeekday, type ICalEventData } from 'ical-generator';
import { describe, expect, it } from 'vitest';
import { escapeText, veventText, type VEvent } from './vevent';

/** The same VEVENT as ical-generator writes it: the reference the direct writer is held to. */
function reference(v: VEvent): string {
  const when = (t: number) => (v.timezone ? new TZDate(t, v.timezone) : new Date(t));
  const data: ICalEventData = {
    id: v.uid,
    sequence: v.sequence,
    stamp: new Date(v.stamp),
    lastModified: new Date(v.lastModified),
    start: when(v.start),
    end: when(v.end),
    summary: v.summary,
    description: v.description,
    location: v.location,
    categories: v.category ? [{ name: v.category }] : undefined,
    ...(v.timezone ? { timezone: v.timezone } : {}),
    ...(v.recurrenceId !== undefined ? { recurrenceId: when(v.recurrenceId) } : {}),
    ...(v.cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
    ...(v.rule
      ? {
          repeating: {
            freq: ICalEventRepeatingFreq.WEEKLY,
            interval: v.rule.interval,
            byDay: v.rule.byDay.map((d) => d as ICalWeekday),
            startOfWeek: ICalWeekday.MO,
            ...(v.rule.until !== undefined ? { until: new Date(v.rule.until) } : {}),
          },
        }
      : {}),
  };
  const cal = new ICalCalendar();
  return cal.createEvent(data).toString().replace(/\r\n$/, '');
}

// Whole seconds from 1970 to 2099: the feed writes no milliseconds, and stored years have four digits.
const instant = fc.integer({ min: 0, max: 4_102_444_799 }).map((s) => s * 1000);
// The feed passes an empty field as none (ics.ts), so the text here is never empty.
const text = fc.option(
  fc.string({ unit: fc.constantFrom('a', 'É', ' ', ',', ';', '\\', '\n', '\r\n', '"', '🥁'), minLength: 1 }),
  { nil: undefined },
);
const vevent: fc.Arbitrary<VEvent> = fc.record(
  {
    uid: fc.stringMatching(/^[a-z0-9-]{1,12}@academy\.example$/),
    sequence: fc.nat(50),
    stamp: instant,
    lastModified: instant,
    start: instant,
    end: instant,
    timezone: fc.constantFrom('America/Chicago', 'Europe/Madrid', 'Australia/Lord_Howe', 'Asia/Kathmandu'),
    rule: fc.record(
      {
        interval: fc.integer({ min: 1, max: 4 }),
        byDay: fc.subarray(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], { minLength: 1 }),
        until: instant,
      },
      { requiredKeys: ['interval', 'byDay'] },
    ),
    recurrenceId: instant,
    summary: text,
    location: text,
    description: text,
    category: fc.option(fc.constantFrom('class', 'drum', 'guard', 'Practice, extra'), { nil: undefined }),
    cancelled: fc.boolean(),
  },
  { requiredKeys: ['uid', 'sequence', 'stamp', 'lastModified', 'start', 'end'] },
);

describe('veventText', () => {
  it('writes what ical-generator writes for the same event, in UTC and in a timezone', () => {
    fc.assert(
      fc.property(vevent, (v) => {
        expect(veventText(v)).toBe(reference(v));
      }),
      { numRuns: 500 },
    );
  });

  it('a wall-clock time in a timezone across a change of its clocks', () => {
    // 2026-03-08 in Chicago: 1:59:59 CST, then 3:00:00 CDT.
    const v = { uid: 'x@a', sequence: 0, stamp: 0, lastModified: 0, timezone: 'America/Chicago' };
    const before = Date.parse('2026-03-08T07:59:59Z');
    const after = Date.parse('2026-03-08T08:00:00Z');
    expect(veventText({ ...v, start: before, end: after })).toContain(
      'DTSTART;TZID=America/Chicago:20260308T015959\r\nDTEND;TZID=America/Chicago:20260308T030000',
    );
  });

  it('escapes text and never a line break', () => {
    expect(escapeText('a,b;c\\d\r\ne\nf\rg')).toBe('a\\,b\\;c\\\\d\\ne\\nf\\ng');
  });
});
