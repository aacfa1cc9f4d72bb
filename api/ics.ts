import { isFourDigitYearTime, type AcademyEvent } from '../shared/schemas';

/** How far back the feed reaches: calendars keep recent history, clients don't need all of it. */
export const ICS_PAST_DAYS = 90;

/** RFC 5545 TEXT escaping. */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line at 75 octets (continuation lines start with a space), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + n > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * A UTC date-time (20260102T030405Z), or the fallback for a value a calendar cannot hold
 * (unparseable, or a year beyond four digits, which imported data once carried).
 */
function utc(iso: string | undefined, fallback: number): string {
  const t = Date.parse(iso ?? '');
  const ok = isFourDigitYearTime(iso ?? '');
  return new Date(ok ? t : fallback)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function eventsIcs(
  events: readonly AcademyEvent[],
  opts: { siteName: string; timezone: string; host: string; category: string | null; now?: number },
): string {
  const now = opts.now ?? Date.now();
  const cutoff = now - ICS_PAST_DAYS * 86_400_000;
  const wanted = opts.category?.toLowerCase() ?? null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Core Academy//Schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.category ? `${opts.siteName} - ${opts.category}` : opts.siteName)}`,
    `X-WR-TIMEZONE:${opts.timezone}`,
  ];
  const stamp = utc(new Date(now).toISOString(), now);
  const host = opts.host.replace(/[^\w.-]/g, '') || 'localhost';
  for (const e of events) {
    if (Date.parse(e.endTime) < cutoff) continue;
    if (wanted && (e.category ?? '').toLowerCase() !== wanted) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(e.id)}@${host}`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${utc(e.updatedAt, now)}`,
      `DTSTART:${utc(e.startTime, now)}`,
      `DTEND:${utc(e.endTime, now)}`,
      `SUMMARY:${escapeText(e.title)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.category) lines.push(`CATEGORIES:${escapeText(e.category)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
