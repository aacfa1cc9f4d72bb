/**
 * A timezone's UTC offsets over a span of time, as the list of its changes. The server works it
 * out once (with Intl) and writes it into the pages it serves, so a browser places dates in the
 * academy's timezone without Intl: a phone's first Intl.DateTimeFormat with a timezone costs
 * 80 to 100 ms of a throttled CPU, in one piece, on every page that shows a date.
 */
export type OffsetTable = {
  tz: string;
  /** Epoch milliseconds; the table answers for from <= t < to. */
  from: number;
  to: number;
  /** [start, offset in minutes] in time order, the first starting at `from`. */
  changes: [number, number][];
};

const HOUR = 3_600_000;
/** Sampling step: no timezone has changed its offset twice within 12 hours. */
const STEP = 12 * HOUR;

/** The table of `tz` over [from, to), from an exact offset function (minutes east of UTC). */
export function offsetTable(tz: string, from: number, to: number, offsetAt: (t: number) => number): OffsetTable {
  const changes: [number, number][] = [[from, offsetAt(from)]];
  for (let t = from; t < to; t += STEP) {
    const next = Math.min(t + STEP, to);
    const before = changes[changes.length - 1][1];
    const after = offsetAt(next);
    if (after === before) continue;
    // The change happens in (t, next]: bisect to the millisecond.
    let lo = t;
    let hi = next;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetAt(mid) === before) lo = mid;
      else hi = mid;
    }
    changes.push([hi, after]);
  }
  return { tz, from, to, changes };
}

/** The offset (minutes) of `tz` at `t` from the table, or undefined when it does not cover them. */
export function offsetFromTable(table: OffsetTable, tz: string, t: number): number | undefined {
  if (table.tz !== tz || !(t >= table.from && t < table.to)) return undefined;
  const { changes } = table;
  let lo = 0;
  let hi = changes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (changes[mid][0] <= t) lo = mid;
    else hi = mid - 1;
  }
  return changes[lo][1];
}

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** A table read from a page (JSON), or undefined when it is not a well-formed one. */
export function parseOffsetTable(json: string): OffsetTable | undefined {
  let t: unknown;
  try {
    t = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!t || typeof t !== 'object') return undefined;
  const { tz, from, to, changes } = t as Record<string, unknown>;
  if (
    typeof tz !== 'string' ||
    !isFiniteNumber(from) ||
    !isFiniteNumber(to) ||
    !Array.isArray(changes) ||
    changes.length === 0
  )
    return undefined;
  let last = -Infinity;
  for (const c of changes) {
    if (!Array.isArray(c) || c.length !== 2 || !isFiniteNumber(c[0]) || !isFiniteNumber(c[1]) || c[0] <= last)
      return undefined;
    last = c[0];
  }
  if ((changes[0] as number[])[0] !== from) return undefined;
  return { tz, from, to, changes: changes as [number, number][] };
}
