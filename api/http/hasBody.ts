import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request says it carries a body, as Koa reads it (ctx.request.length > 0, or any
 * Transfer-Encoding): app.ts judges such bodies, so fastPath.ts leaves those requests to it.
 */
export const hasBody = (h: IncomingHttpHeaders): boolean =>
  Boolean(h['transfer-encoding']) || Number(h['content-length']) > 0;
