import { Invalid } from '../../errors';
import { addDaysKey, monthRange, zonedIso } from '../../../shared/dates';
import { expandEventsSteps, seriesIssues } from '../../../shared/recurrence';
import { eventInput, MAX_RANGE_DAYS, monthQuery, rangeQuery, type AcademyEvent } from '../../../shared/schemas';
import { EVENT_FEED_CATEGORIES, knownEventCategory } from '../../../shared/categories';
import { isProgram, PROGRAMS, type Program } from '../../../shared/programs';
import { isLang, type Lang } from '../../../shared/lang';
import { API } from '../../../shared/routes';
import { writeRoutes } from '../../content/crud';
import { publicListCacheControl } from '../../http/httpCache';
import { eventsIcsInTurns } from './ics';
import type { ParsedUrlQuery } from 'node:querystring';
import type { Payload } from '../../http/payload';
import { publicListRoute, route, type RouteDef } from '../../http/route';
import type { Services } from '../../services';
import { parse } from '../../http/validate';
import { cachedViewInTurns, listView } from '../../http/viewCache';

/**
 * The public list as a cached payload: the stored records (series with their rules), or
 * ?month=M&year=Y / ?from=YYYY-MM-DD&to=YYYY-MM-DD (at most MAX_RANGE_DAYS): plain events
 * overlapping it in the academy's timezone and the occurrences of series there, cancelled ones
 * included. A view is cached under the query's own strings, so a repeat costs a map lookup (no
 * validation, no expansion, no JSON.stringify); it is built, after validating (400 naming the
 * field, nothing cached), only on the first request after the events change, in turns of the
 * event loop (at 5,000 events a month takes up to a few hundred milliseconds): a promise until
 * then, shared by the requests for it. Bounded: the MAX_VIEWS most recently used are kept.
 */
export function eventsList(query: ParsedUrlQuery, s: Services): Payload | Promise<Payload> {
  const events = s.db.content.events;
  const tz = s.config.timezone;
  const { month: m, year: y, from: f, to: t } = query;
  const short = (v: unknown, n: number) => typeof v === 'string' && v.length <= n;
  if (f !== undefined || t !== undefined) {
    const build = (items: readonly AcademyEvent[]) => {
      const { from, to } = parse(rangeQuery, { from: f, to: t });
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (days < 0)
        throw new Invalid("'to' must be on or after 'from'", {
          issues: [{ path: 'to', message: "'to' must be on or after 'from'" }],
        });
      if (days + 1 > MAX_RANGE_DAYS) {
        const message = `A range is at most ${MAX_RANGE_DAYS} days`;
        throw new Invalid(message, { issues: [{ path: 'to', message }] });
      }
      return expandEventsSteps(
        items,
        tz,
        Date.parse(zonedIso(from, 0, 0, tz)),
        Date.parse(zonedIso(addDaysKey(to, 1), 0, 0, tz)),
      );
    };
    if (short(f, 10) && short(t, 10)) return cachedViewInTurns(events, `range:${f}|${t}`, build);
    parse(rangeQuery, { from: f, to: t }); // names the field
    throw new Invalid("'from' and 'to' must be dates (YYYY-MM-DD)");
  }
  if (m === undefined && y === undefined) return listView(events);
  const build = (items: readonly AcademyEvent[]) => {
    const { month, year } = parse(monthQuery, { month: m, year: y });
    const [from, to] = monthRange(year, month, tz);
    return expandEventsSteps(items, tz, from, to);
  };
  if (short(m, 4) && short(y, 6)) return cachedViewInTurns(events, `month:${y}|${m}`, build);
  const { month, year } = parse(monthQuery, { month: m, year: y });
  return cachedViewInTurns(events, `month:${year}|${month}`, build);
}

/** A series' rule, weekdays and exception dates checked against its first date in the academy's timezone. */
export function checkSeries(input: Parameters<typeof seriesIssues>[0], tz: string) {
  const issues = seriesIssues(input, tz);
  if (issues.length) throw new Invalid(issues[0].message, { issues });
}

/** Feeds kept per language and known category ('en|' for all in English: a bounded set) until the events change. */
const feeds = new WeakMap<object, { revision: number; bodies: Map<string, Promise<string>> }>();
/**
 * The .ics feed is built over every event and series, hundreds of milliseconds at 5,000 events:
 * once per change of the events (requests meanwhile share that build), not per calendar app
 * polling it nor per Host header (its UIDs name PUBLIC_URL); in turns, so other requests are
 * answered while it is built.
 */
function cachedFeed(s: Services, category: string | null, program: Program | null, lang: Lang): Promise<string> {
  const events = s.db.content.events;
  let entry = feeds.get(events);
  if (!entry || entry.revision !== events.revision)
    feeds.set(events, (entry = { revision: events.revision, bodies: new Map() }));
  const key = `${lang}|${category ?? ''}|${program ?? ''}`;
  let body = entry.bodies.get(key);
  if (body === undefined) {
    // A copy: a write during the build must not change the list being read.
    body = eventsIcsInTurns([...events.all()], {
      siteName: s.config.siteName,
      timezone: s.config.timezone,
      publicUrl: s.config.publicUrl,
      category,
      program,
      lang,
    });
    entry.bodies.set(key, body);
    const bodies = entry.bodies;
    body.catch(() => bodies.delete(key)); // a failed build is not kept
  }
  return body;
}

/** ?category= of the feed: absent or blank for all events, else one of EVENT_FEED_CATEGORIES (400 otherwise). */
function feedCategory(value: unknown): string | null {
  if (value === undefined || (typeof value === 'string' && !value.trim())) return null;
  const known = typeof value === 'string' ? knownEventCategory(value) : null;
  if (known) return known;
  const message = `category must be one of ${EVENT_FEED_CATEGORIES.join(', ')}`;
  throw new Invalid(message, { issues: [{ path: 'category', message }] });
}

/** ?program= of the feed: absent or blank for every program, else drumline or colorGuard (400 otherwise). */
function feedProgram(value: unknown): Program | null {
  if (value === undefined || (typeof value === 'string' && !value.trim())) return null;
  if (isProgram(value)) return value;
  const message = `program must be one of ${PROGRAMS.join(', ')}`;
  throw new Invalid(message, { issues: [{ path: 'program', message }] });
}

/** ?lang= of the feed: absent or blank for English, else en or es (400 otherwise, as for ?category=). */
function feedLang(value: unknown): Lang {
  if (value === undefined || (typeof value === 'string' && !value.trim())) return 'en';
  const lang = typeof value === 'string' ? value.trim().toLowerCase() : null;
  if (isLang(lang)) return lang;
  const message = 'lang must be en or es';
  throw new Invalid(message, { issues: [{ path: 'lang', message }] });
}

/** Events: public list (all, or ?month=M&year=Y in the academy's timezone), the .ics feed, admin writes. */
export const eventRoutes: RouteDef[] = [
  publicListRoute(API.events, {
    query: ['month', 'year', 'from', 'to'],
    // eventsList first: a bad query is a 400 without cache headers.
    view: (s, query) => {
      const payload = eventsList(query, s);
      const cacheControl = publicListCacheControl();
      return payload instanceof Promise
        ? payload.then((p) => ({ payload: p, cacheControl }))
        : { payload, cacheControl };
    },
  }),
  route('GET', API.eventsFeed, 'public', async (ctx, s) => {
    const category = feedCategory(ctx.query.category);
    const program = feedProgram(ctx.query.program);
    const lang = feedLang(ctx.query.lang);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set(
      'Content-Disposition',
      `inline; filename="schedule${category ? `-${category}` : ''}${program ? `-${program}` : ''}${lang === 'es' ? '-es' : ''}.ics"`,
    );
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await cachedFeed(s, category, program, lang);
  }),
  ...writeRoutes(
    API.events,
    (s) => s.db.content.events,
    eventInput,
    'event',
    (input, s) => checkSeries(input, s.config.timezone),
  ),
];
