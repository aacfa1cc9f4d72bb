import type { Context, Next } from 'koa';

/** One line per request: method, path, status, milliseconds. */
export function requestLog(log: (line: string) => void) {
  return async function logRequests(ctx: Context, next: Next) {
    const start = performance.now();
    try {
      await next();
    } finally {
      log(`${ctx.method} ${ctx.path} ${ctx.status} ${(performance.now() - start).toFixed(1)}ms`);
    }
  };
}
