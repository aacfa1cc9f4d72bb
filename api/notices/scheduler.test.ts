import { describe, expect, it } from 'vitest';
import { zonedIso } from '../../shared/dates';
import { lastDigestSlot } from './scheduler';

const tz = 'America/Chicago';
const at = (key: string, h: number, m = 0) => Date.parse(zonedIso(key, h, m, tz));

describe('the digest minute', () => {
  it('is the latest DIGEST_WEEKDAY DIGEST_TIME at or before now, in the academy timezone', () => {
    const su = { weekday: 'SU' as const, time: '18:00' };
    expect(lastDigestSlot(su, tz, at('2026-12-06', 18))).toBe(at('2026-12-06', 18));
    expect(lastDigestSlot(su, tz, at('2026-12-06', 17, 59))).toBe(at('2026-11-29', 18));
    expect(lastDigestSlot(su, tz, at('2026-12-09', 9))).toBe(at('2026-12-06', 18));
    expect(lastDigestSlot({ weekday: 'MO', time: '07:30' }, tz, at('2026-12-06', 23))).toBe(at('2026-11-30', 7, 30));
  });

  it('keeps its wall-clock time across daylight-saving changes', () => {
    const su = { weekday: 'SU' as const, time: '18:00' };
    // Clocks fall back on Sunday 2026-11-01 at 02:00 and spring forward on Sunday 2027-03-14.
    expect(new Date(lastDigestSlot(su, tz, at('2026-11-01', 20))).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(new Date(lastDigestSlot(su, tz, at('2026-10-25', 20))).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(new Date(lastDigestSlot(su, tz, at('2027-03-14', 20))).toISOString()).toBe('2027-03-14T23:00:00.000Z');
  });
});
