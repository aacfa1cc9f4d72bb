import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';
import { jsonOutput, type Logger } from '../log/logger';

/** The request's line: method, path, status, milliseconds since `start` (performance.now()). */
export function logRequest(
  logger: Logger,
  method: string,
  path: string,
  status: number,
  start: number,
  aborted = false,
) {
  const ms = Math.round((performance.now() - start) * 10) / 10;
  const out = jsonOutput(logger);
  if (out) out(requestLine(method, path, status, ms, aborted, Date.now()));
  else logger.info(aborted ? { method, path, status, ms, aborted } : { method, path, status, ms });
}

/** The JSON line pino writes for logger.info({ method, path, status, ms, aborted? }) at `time`. */
export function requestLine(method: string, path: string, status: number, ms: number, aborted: boolean, time: number) {
  const end = aborted ? ',"aborted":true}\n' : '}\n';
  return `{"level":30,"time":${time},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}${end}`;
}

/**
 * Writes the request's line when the response closes, so it has the status that was really
 * sent, whatever answered (a route, the error handler, or a client that went away: aborted).
 */
export function logWhenClosed(logger: Logger, res: ServerResponse, method: string, path: string, start: number) {
  res.once('close', () => logRequest(logger, method, path, res.statusCode, start, !res.writableFinished));
}

/** One line per request: method, path, status, milliseconds. */
export function requestLog(logger: Logger) {
  return function logRequests(ctx: Context, next: Next) {
    logWhenClosed(logger, ctx.res, ctx.method, ctx.path, performance.now());
    return next();
  };
}
