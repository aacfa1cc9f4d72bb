import { TZDate } from '@date-fns/tz';
import type { Lang } from '../../../shared/lang';
import { localized } from '../../../shared/translations';
import { isForProgram, type Program } from '../../../shared/programs';
import { isPlaceable, isSeriesDate, occurrenceOn, ruleDays, ruleUntil } from '../../../shared/recurrence';
import { isFourDigitYearTime, type AcademyEvent } from '../../../shared/schemas';
import { runInTurns } from '../../../shared/node/inTurns';
import { runSteps, type Steps } from '../../../shared/steps';
import { FEED_TEXTS } from './feedTexts';
import { escapeText, veventText, type VEvent } from './vevent';
import { vtimezone } from './vtimezone';

/** How far back the feed reaches: calendars keep recent history, clients don't need all of it. */
export const ICS_PAST_DAYS = 90;
/** An endless series needs its timezone's changes this many years ahead. */
const VTIMEZONE_YEARS_AHEAD = 5;

/** An instant a calendar can hold, or the fallback for one it cannot (a year beyond four digits in old imports). */
const instant = (iso: string | undefined, fallback: number) =>
  isFourDigitYearTime(iso ?? '') ? Date.parse(iso!) : fallback;
/** UIDs must stay on one line whatever was stored (text is escaped, the UID is written as it is). */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');

/**
 * The .ics feed (docs/decisions.md#weekly-classes): a plain event is one VEVENT in UTC; a series is
 * one VEVENT with DTSTART in the academy's timezone (TZID, with a VTIMEZONE) and an RRULE, and
 * each cancelled or moved date one more VEVENT with the same UID and RECURRENCE-ID, so a
 * subscribed calendar shows a cancellation instead of silently losing the class.
 *
 * Nothing from the request reaches the text: `category` is one of EVENT_FEED_CATEGORIES and `lang`
 * one of the site's languages (the route refuses others), and the UIDs name PUBLIC_URL's host,
 * not the request's. In Spanish, each event's title, description and location are its
 * translations.es where present, else the English.
 */
export type IcsOptions = {
  siteName: string;
  timezone: string;
  publicUrl: string;
  category: string | null;
  /** A program's feed: its events and the shared ones (shared/programs.ts, as the emails count them). */
  program?: Program | null;
  lang?: Lang;
  now?: number;
};

export const eventsIcs = (events: readonly AcademyEvent[], opts: IcsOptions): string =>
  runSteps(icsSteps(events, opts));

/**
 * eventsIcs in pieces: the server lets other requests in between turns of a few milliseconds
 * (shared/node/inTurns.ts), so a feed of thousands of events (hundreds of milliseconds) never
 * holds the event loop for long.
 */
export const eventsIcsInTurns = (events: readonly AcademyEvent[], opts: IcsOptions): Promise<string> =>
  runInTurns(icsSteps(events, opts));

/** The feed's text, yielding after each event. */
function* icsSteps(events: readonly AcademyEvent[], opts: IcsOptions): Steps<string> {
  const now = opts.now ?? Date.now();
  const tz = opts.timezone;
  const cutoff = now - ICS_PAST_DAYS * 86_400_000;
  const wanted = opts.category?.toLowerCase() ?? null;
  const lang = opts.lang ?? 'en';
  const texts = FEED_TEXTS[lang];
  const text = (e: AcademyEvent, field: 'title' | 'description' | 'location') =>
    localized(e, field, lang).text || undefined;
  const host = new URL(opts.publicUrl).host;
  // The years the series in the feed need (their first date to their last, or some years ahead
  // when endless): the VTIMEZONE covers these and no more.
  let firstYear = Infinity;
  let lastYear = -Infinity;

  // Each VEVENT written (and folded) as it is made, so the work comes in pieces between turns.
  const vevents: string[] = [];
  let series = false;
  const add = (v: VEvent) => vevents.push(foldLines(veventText(v)));
  for (const e of events) {
    yield;
    if (wanted && (e.category ?? '').toLowerCase() !== wanted) continue;
    if (!isForProgram(e.category, opts.program ?? null)) continue;
    if (!isPlaceable(e)) continue;
    const r = e.recurrence;
    const until = r ? ruleUntil(e, tz) : null;
    const seriesEnd = r ? (until ? Date.parse(`${until}T23:59:59Z`) + 86_400_000 : Infinity) : Date.parse(e.endTime);
    if (seriesEnd < cutoff) continue;
    const base = {
      uid: `${oneLine(e.id)}@${host}`,
      stamp: now,
      lastModified: instant(e.updatedAt, now),
      summary: text(e, 'title'),
      description: text(e, 'description'),
      location: text(e, 'location'),
      category: e.category || undefined,
      sequence: (e.version ?? 1) - 1,
    };
    if (!r) {
      add({ ...base, start: instant(e.startTime, now), end: instant(e.endTime, now) });
      continue;
    }
    const startYear = new Date(Date.parse(e.startTime)).getUTCFullYear();
    // A year before the first: its local midnight on January 1 may still be December in UTC.
    firstYear = Math.min(firstYear, startYear - 1);
    lastYear = Math.max(
      lastYear,
      until
        ? Number(until.slice(0, 4)) + 1
        : Math.max(startYear, new Date(now).getUTCFullYear()) + VTIMEZONE_YEARS_AHEAD,
    );
    series = true;
    add({
      ...base,
      timezone: tz,
      start: Date.parse(e.startTime),
      end: Date.parse(e.endTime),
      rule: {
        interval: r.interval,
        byDay: ruleDays(e, tz),
        // Inclusive in the academy's timezone: the last instant of that day there.
        ...(until ? { until: zonedEndOfDay(until, tz) } : {}),
      },
    });
    for (const x of e.exceptions ?? []) {
      // As the API reads it: an exception on a date the rule lacks (imported unchecked) is none.
      if (!isSeriesDate({ ...e, recurrence: r }, tz, x.date)) continue;
      const planned = occurrenceOn({ ...e, exceptions: [] }, tz, x.date);
      const actual = occurrenceOn(e, tz, x.date);
      const said = localized(actual, 'note', lang).text;
      const note = said ? (x.cancelled ? `${texts.cancelled}: ${said}` : said) : x.cancelled ? texts.cancelled : null;
      add({
        ...base,
        timezone: tz,
        recurrenceId: Date.parse(planned.startTime),
        start: Date.parse(actual.startTime),
        end: Date.parse(actual.endTime),
        // A date moved elsewhere names its own place (in the feed's language when given); else the series' place.
        location: x.location ? localized(actual, 'location', lang).text : base.location,
        description: [note, base.description].filter(Boolean).join('\n\n') || undefined,
        cancelled: x.cancelled,
      });
    }
  }
  // A program's feed is named after the program (its category's label: drum is Drumline).
  const programCategory = opts.program === 'drumline' ? 'drum' : opts.program === 'colorGuard' ? 'guard' : null;
  const name = texts.calendarName(opts.siteName, wanted ?? programCategory);
  const description = texts.calendarDescription(opts.siteName);
  const head = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Core Academy//Schedule//EN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    ...(description ? [`X-WR-CALDESC:${escapeText(description)}`] : []),
    // Only a series is written in the academy's timezone (TZID): plain events are in UTC.
    ...(series ? [vtimezone(tz, firstYear, lastYear)] : []),
  ];
  const tail = [`X-WR-TIMEZONE:${escapeText(tz)}`, 'END:VCALENDAR'];
  return [foldLines(head.join('\r\n')), ...vevents, tail.join('\r\n')].join('\r\n');
}

/**
 * Lines longer than 75 octets folded (RFC 5545 3.1): a CRLF and a space before the octet that
 * would pass 74, never inside a character, as ical-generator folds them.
 */
export function foldLines(text: string): string {
  const out: string[] = [];
  for (const line of text.split('\r\n')) {
    if (line.length <= 24 || (line.length <= 74 && !/[^ -~]/.test(line))) {
      out.push(line);
      continue;
    }
    let piece = '';
    let octets = 0;
    for (const ch of line) {
      const c = ch.codePointAt(0)!;
      const size = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
      octets += size;
      if (octets > 74) {
        out.push(piece);
        piece = ' ';
        octets = size;
      }
      piece += ch;
    }
    out.push(piece);
  }
  return out.join('\r\n');
}

/** The last second of a day in `tz`, in epoch milliseconds. */
function zonedEndOfDay(key: string, tz: string): number {
  const [y, m, d] = key.split('-').map(Number);
  return new TZDate(y, m - 1, d, 23, 59, 59, tz).getTime();
}
