import type { Context, Next } from 'koa';

/**
 * One line per request: method, path, status, milliseconds. Written when the response closes,
 * so the line has the status that was really sent, whatever answered (a route, the error
 * handler, or a client that went away: "aborted").
 */
export function requestLog(log: (line: string) => void) {
  return function logRequests(ctx: Context, next: Next) {
    const start = performance.now();
    const { method, path } = ctx;
    ctx.res.once('close', () => {
      const ms = (performance.now() - start).toFixed(1);
      log(`${method} ${path} ${ctx.res.statusCode} ${ms}ms${ctx.res.writableFinished ? '' : ' aborted'}`);
    });
    return next();
  };
}
