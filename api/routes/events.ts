import { monthRange, overlaps } from '../../shared/dates';
import { eventInput, monthQuery } from '../../shared/schemas';
import { API } from '../../shared/routes';
import { writeRoutes } from '../crud';
import { setPublicListCache } from '../httpCache';
import { eventsIcs } from '../ics';
import type { Context } from 'koa';
import type { Payload } from '../payload';
import { route, sendJson, type RouteDef } from '../route';
import type { Services } from '../services';
import { parse } from '../validate';

/**
 * The public list as a cached payload: all events, or ?month=M&year=Y (events overlapping that
 * month in the academy's timezone). A month view is cached under the query's own strings, so a
 * repeat costs a map lookup (no validation, no timezone maths, no JSON.stringify); it is built,
 * after validating (400 on a bad month/year, nothing cached), only on the first request after
 * the events change. Bounded: Collection.payload keeps the MAX_VIEWS most recently used.
 */
export function eventsList(ctx: Context, s: Services): Payload {
  const events = s.db.content.events;
  const { month: m, year: y } = ctx.query;
  if (m === undefined && y === undefined) return events.listPayload();
  const build = (items: readonly { startTime: string; endTime: string }[]) => {
    const { month, year } = parse(monthQuery, { month: m, year: y });
    const [from, to] = monthRange(year, month, s.config.timezone);
    return items.filter((e) => overlaps(Date.parse(e.startTime), Date.parse(e.endTime), from, to));
  };
  if (typeof m === 'string' && typeof y === 'string' && m.length <= 4 && y.length <= 6)
    return events.payload(`month:${y}|${m}`, build);
  const { month, year } = parse(monthQuery, { month: m, year: y });
  return events.payload(`month:${year}|${month}`, build);
}

/** Events: public list (all, or ?month=M&year=Y in the academy's timezone), the .ics feed, admin writes. */
export const eventRoutes: RouteDef[] = [
  route(
    'GET',
    API.events,
    'public',
    (ctx, s) => {
      const list = eventsList(ctx, s); // first: a bad query is a 400 without cache headers
      setPublicListCache(ctx);
      return sendJson(ctx, list);
    },
    { early: true },
  ),
  route('GET', API.eventsFeed, 'public', (ctx, s) => {
    const category =
      typeof ctx.query.category === 'string' && ctx.query.category.trim()
        ? ctx.query.category.trim().slice(0, 60)
        : null;
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set(
      'Content-Disposition',
      `inline; filename="${category ? `schedule-${category.replace(/[^\w-]/g, '')}` : 'schedule'}.ics"`,
    );
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = eventsIcs(s.db.content.events.all(), {
      siteName: s.config.siteName,
      timezone: s.config.timezone,
      host: ctx.hostname || 'localhost',
      category,
    });
  }),
  ...writeRoutes(API.events, (s) => s.db.content.events, eventInput, 'event'),
];
