import { tzOffset } from '@date-fns/tz';
import { offsetTable } from '../../../shared/tzOffsets';

/**
 * A VTIMEZONE (RFC 5545 3.6.5) for an IANA timezone over a span of years, built from the
 * offsets Intl knows (through @date-fns/tz): one STANDARD or DAYLIGHT part per change. A
 * calendar app needs it to place TZID times exactly. Packages of ready-made VTIMEZONE texts carry
 * the tz data frozen at their release (a changed rule would wait for an upgrade of them); Intl's
 * comes with Node.
 */
const cache = new Map<string, string>();

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
/** An offset in minutes as ±HHMM. */
export const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;
/** The wall clock at instant `t` with offset `minutes`, as a local DATE-TIME (no Z). */
const local = (t: number, minutes: number) =>
  new Date(t + minutes * 60_000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');

export function vtimezone(tz: string, fromYear: number, toYear: number): string {
  const key = `${tz}|${fromYear}|${toYear}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const table = offsetTable(tz, Date.UTC(fromYear, 0, 1), Date.UTC(toYear + 1, 0, 1), (t) => tzOffset(tz, new Date(t)));
  const offsets = table.changes.map(([, o]) => o);
  const standard = Math.min(...offsets);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tz}`];
  table.changes.forEach(([t, to], i) => {
    const from = i === 0 ? to : table.changes[i - 1][1];
    // DTSTART of a part is the local time just before the change, in the offset before it.
    const kind = to > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${local(t, from)}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    );
  });
  lines.push('END:VTIMEZONE');
  const text = lines.join('\r\n');
  if (cache.size > 64) cache.clear();
  cache.set(key, text);
  return text;
}
