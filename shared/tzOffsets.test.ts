import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatInstant,
  instantDayKey,
  monthRange,
  pageOffsetTable,
  setOffsetTable,
  zonedIso,
  zonedParts,
} from './dates';
import { offsetFromTable, offsetTable, parseOffsetTable } from './tzOffsets';

const ZONES = [
  'America/Chicago',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'America/St_Johns',
  'Pacific/Chatham',
];
const FROM = Date.UTC(2025, 0, 1);
const TO = Date.UTC(2028, 0, 1);
const intl = (tz: string) => (t: number) => tzOffset(tz, new Date(t));

afterEach(() => setOffsetTable(undefined));

describe('offset tables', () => {
  it('give the offset Intl gives, every 7 hours and around each change, in zones with odd rules', () => {
    for (const tz of ZONES) {
      const table = offsetTable(tz, FROM, TO, intl(tz));
      const probes: number[] = [];
      for (let t = FROM; t < TO; t += 7 * 3_600_000) probes.push(t);
      for (const [at] of table.changes.slice(1)) probes.push(at - 1, at, at + 1);
      for (const t of probes)
        expect(offsetFromTable(table, tz, t), `${tz} ${new Date(t).toISOString()}`).toBe(tzOffset(tz, new Date(t)));
    }
  });

  it('finds every change (two a year where clocks change, none where they do not)', () => {
    expect(offsetTable('America/Chicago', FROM, TO, intl('America/Chicago')).changes).toHaveLength(1 + 6);
    expect(offsetTable('Asia/Kolkata', FROM, TO, intl('Asia/Kolkata')).changes).toEqual([[FROM, 330]]);
    // Lord Howe moves its clocks by 30 minutes.
    const lordHowe = offsetTable('Australia/Lord_Howe', FROM, TO, intl('Australia/Lord_Howe')).changes.map(
      ([, o]) => o,
    );
    expect(new Set(lordHowe)).toEqual(new Set([630, 660]));
  });

  it('answer nothing outside their span or for another timezone', () => {
    const table = offsetTable('America/Chicago', FROM, TO, intl('America/Chicago'));
    expect(offsetFromTable(table, 'America/Chicago', FROM - 1)).toBeUndefined();
    expect(offsetFromTable(table, 'America/Chicago', TO)).toBeUndefined();
    expect(offsetFromTable(table, 'Europe/Berlin', FROM + 1)).toBeUndefined();
  });

  it("the pages' table covers a year back and five ahead of any instant of its day, built once a day and timezone", () => {
    const day = Date.UTC(2026, 11, 1);
    const YEAR = 366 * 86_400_000;
    const morning = pageOffsetTable('America/Chicago', day + 60_000);
    for (const now of [day, day + 43_200_000, day + 86_399_999]) {
      expect(pageOffsetTable('America/Chicago', now)).toBe(morning);
      expect(offsetFromTable(morning, 'America/Chicago', now - YEAR)).toBe(-360);
      expect(offsetFromTable(morning, 'America/Chicago', now + 5 * YEAR - 1)).toBe(-360);
    }
    const berlin = pageOffsetTable('Europe/Berlin', day);
    expect(berlin).not.toBe(morning);
    expect(offsetFromTable(berlin, 'Europe/Berlin', day)).toBe(60);
    expect(pageOffsetTable('Europe/Berlin', day + 86_400_000).from).toBe(day + 86_400_000 - YEAR);
  });

  it('are read back from JSON, and malformed ones are refused', () => {
    const table = offsetTable('Europe/Berlin', FROM, TO, intl('Europe/Berlin'));
    expect(parseOffsetTable(JSON.stringify(table))).toEqual(table);
    for (const bad of [
      '',
      'null',
      '[]',
      '{"tz":"X","from":1,"to":2,"changes":[]}',
      '{"tz":"X","from":1,"to":2,"changes":[[2,0]]}',
      '{"tz":"X","from":1,"to":9,"changes":[[1,0],[1,60]]}',
      '{"tz":"X","from":1,"to":9,"changes":[[1,"60"]]}',
    ]) {
      expect(parseOffsetTable(bad), bad).toBeUndefined();
    }
  });
});

describe('dates with and without a table agree with @date-fns/tz', () => {
  /** Wall times that exist twice, not at all, and ordinary ones, in each zone's change days. */
  function wallTimes(tz: string): [string, number, number][] {
    const out: [string, number, number][] = [];
    for (const [at] of offsetTable(tz, FROM, TO, intl(tz)).changes.slice(1)) {
      const day = new TZDate(at, tz);
      const key = format(day, 'yyyy-MM-dd');
      for (let h = 0; h < 24; h++) for (const m of [0, 15, 30, 45]) out.push([key, h, m]);
    }
    out.push(['2026-07-04', 18, 0], ['2026-12-31', 23, 59], ['2027-01-01', 0, 0]);
    return out;
  }

  for (const withTable of [false, true]) {
    it(withTable ? 'with a table' : 'with Intl', () => {
      for (const tz of ZONES) {
        setOffsetTable(withTable ? offsetTable(tz, FROM, TO, intl(tz)) : undefined);
        for (const [key, h, m] of wallTimes(tz)) {
          const [y, mo, d] = key.split('-').map(Number);
          const expected = new Date(new TZDate(y, mo - 1, d, h, m, 0, tz).getTime()).toISOString();
          const iso = zonedIso(key, h, m, tz);
          expect(iso, `${tz} ${key} ${h}:${m}`).toBe(expected);
          const z = new TZDate(iso, tz);
          expect(zonedParts(iso, tz)).toEqual({
            dateKey: format(z, 'yyyy-MM-dd'),
            hour24: z.getHours(),
            minute: z.getMinutes(),
          });
          expect(instantDayKey(iso, tz)).toBe(format(z, 'yyyy-MM-dd'));
          expect(formatInstant(iso, tz, "EEEE, MMMM d, yyyy 'at' h:mm a")).toBe(
            format(z, "EEEE, MMMM d, yyyy 'at' h:mm a"),
          );
        }
        for (let month = 1; month <= 12; month++) {
          expect(monthRange(2026, month, tz)).toEqual([
            new TZDate(2026, month - 1, 1, 0, 0, 0, tz).getTime(),
            new TZDate(2026, month, 1, 0, 0, 0, tz).getTime(),
          ]);
        }
      }
    });
  }
});
