import { wallClock } from '../../../shared/dates';

/** One VEVENT of the feed: instants in epoch milliseconds, text as stored (escaped when written). */
export type VEvent = {
  uid: string;
  sequence: number;
  stamp: number;
  lastModified: number;
  start: number;
  end: number;
  /** A series' timezone: its dates are written as wall-clock times with this TZID; else in UTC. */
  timezone?: string;
  rule?: { interval: number; byDay: readonly string[]; until?: number };
  recurrenceId?: number;
  summary?: string;
  location?: string;
  description?: string;
  category?: string;
  cancelled?: boolean;
};

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, each line break as \n. */
export const escapeText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** Basic format read with the getUTC* methods: 20260302T220000. */
const basic = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
const utc = (t: number) => `${basic(new Date(t))}Z`;

/**
 * The VEVENT's lines, unfolded and without a final line break. Written directly rather than
 * through ical-generator's event objects, which took a third of a 5,000-event feed's build
 * (docs/decisions.md#weekly-classes); vevent.test.ts holds the output to ical-generator's for the
 * same data, property by property and in its order. An empty location, description or category
 * is left out (ical-generator writes an empty DESCRIPTION).
 */
export function veventText(v: VEvent): string {
  const [start, end] = v.start > v.end ? [v.end, v.start] : [v.start, v.end];
  const tz = v.timezone;
  const at = (name: string, t: number) => (tz ? `${name};TZID=${tz}:${basic(wallClock(t, tz))}` : `${name}:${utc(t)}`);
  const lines = ['BEGIN:VEVENT', `UID:${v.uid}`, `SEQUENCE:${v.sequence}`, `DTSTAMP:${utc(v.stamp)}`];
  lines.push(at('DTSTART', start), at('DTEND', end));
  if (v.rule) {
    const { interval, byDay, until } = v.rule;
    const parts = ['FREQ=WEEKLY'];
    if (interval) parts.push(`INTERVAL=${interval}`);
    if (until !== undefined) parts.push(`UNTIL=${utc(until)}`);
    if (byDay.length) parts.push(`BYDAY=${byDay.join(',')}`);
    lines.push(`RRULE:${parts.join(';')};WKST=MO`);
  }
  if (v.recurrenceId !== undefined) lines.push(at('RECURRENCE-ID', v.recurrenceId));
  lines.push(`SUMMARY:${escapeText(v.summary ?? '')}`);
  if (v.location) lines.push(`LOCATION:${escapeText(v.location)}`);
  if (v.description) lines.push(`DESCRIPTION:${escapeText(v.description)}`);
  if (v.category) lines.push(`CATEGORIES:${escapeText(v.category)}`);
  if (v.cancelled) lines.push('STATUS:CANCELLED');
  lines.push(`LAST-MODIFIED:${utc(v.lastModified)}`, 'END:VEVENT');
  return lines.join('\r\n');
}
