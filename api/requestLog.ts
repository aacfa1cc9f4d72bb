import type { Context, Next } from 'koa';
import type { Logger } from './logger';

/**
 * One line per request: method, path, status, milliseconds. Written when the response closes,
 * so the line has the status that was really sent, whatever answered (a route, the error
 * handler, or a client that went away: aborted).
 */
export function requestLog(logger: Logger) {
  return function logRequests(ctx: Context, next: Next) {
    const start = performance.now();
    const { method, path } = ctx;
    ctx.res.once('close', () => {
      const ms = Math.round((performance.now() - start) * 10) / 10;
      const line = { method, path, status: ctx.res.statusCode, ms };
      logger.info(ctx.res.writableFinished ? line : { ...line, aborted: true });
    });
    return next();
  };
}
