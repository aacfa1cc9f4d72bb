import { monthRange, overlaps } from '../../shared/dates';
import { eventInput, monthQuery } from '../../shared/schemas';
import { writeRoutes } from '../crud';
import { eventsIcs } from '../ics';
import { route, sendJson, type RouteDef } from '../route';
import { parse } from '../validate';

/** Events: public list (all, or ?month=M&year=Y in the academy's timezone), the .ics feed, admin writes. */
export const eventRoutes: RouteDef[] = [
  route('GET', '/api/events', 'public', (ctx, s) => {
    const events = s.db.content.events;
    if (ctx.query.month === undefined && ctx.query.year === undefined) return sendJson(ctx, events.view('all', (items) => items));
    const { month, year } = parse(monthQuery, { month: ctx.query.month, year: ctx.query.year });
    const [from, to] = monthRange(year, month, s.config.timezone);
    // Cached per month until the events change (bench: ~10x the requests of filtering each time).
    sendJson(ctx, events.view(`month:${year}-${month}`, (items) => items.filter((e) => overlaps(Date.parse(e.startTime), Date.parse(e.endTime), from, to))));
  }),
  route('GET', '/api/events.ics', 'public', (ctx, s) => {
    const category = typeof ctx.query.category === 'string' && ctx.query.category.trim() ? ctx.query.category.trim().slice(0, 60) : null;
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Content-Disposition', `inline; filename="${category ? `schedule-${category.replace(/[^\w-]/g, '')}` : 'schedule'}.ics"`);
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = eventsIcs(s.db.content.events.all(), { siteName: s.config.siteName, timezone: s.config.timezone, host: ctx.hostname || 'localhost', category });
  }),
  ...writeRoutes('/api/events', (s) => s.db.content.events, eventInput),
];
