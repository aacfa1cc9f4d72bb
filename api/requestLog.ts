import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';
import type { Logger } from './logger';

/**
 * Writes the request's line when the response closes, so it has the status that was really
 * sent, whatever answered (a route, the error handler, fastPath.ts, or a client that went away:
 * aborted). `start` is performance.now() when the request came in.
 */
export function logWhenClosed(logger: Logger, res: ServerResponse, method: string, path: string, start: number) {
  res.once('close', () => {
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const line = { method, path, status: res.statusCode, ms };
    logger.info(res.writableFinished ? line : { ...line, aborted: true });
  });
}

/** One line per request: method, path, status, milliseconds. */
export function requestLog(logger: Logger) {
  return function logRequests(ctx: Context, next: Next) {
    logWhenClosed(logger, ctx.res, ctx.method, ctx.path, performance.now());
    return next();
  };
}
