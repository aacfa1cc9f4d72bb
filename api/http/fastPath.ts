import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring, { type ParsedUrlQuery } from 'node:querystring';
import { hasBody } from './hasBody';
import { hasSeveralHosts } from './hostHeader';
import { publicViewHeaders, type PublicListDef } from './httpCache';
import { variantFor, writePayload } from './payload';
import { logRequest } from './requestLog';
import type { RouteDef } from './route';
import { securityHeadersFor } from './securityHeaders';
import type { Services } from '../services';

/**
 * The hot public lists (routes with a publicList: announcements, instructors, events, events of
 * a month or range) answered on the node:http request, before Koa: on 2 cores Koa's own chain
 * (context objects, middleware promises) costs as much as the answer itself, which is a cached
 * Buffer. Same answer as Koa's route, from the same functions: the list's view() and its
 * Cache-Control, the payload's variant and 304 (payload.ts), the security headers, the request
 * log line (written at once: the answer is written whole, synchronously, so its status is
 * known). Only when nothing Koa looks at could change it: GET/HEAD, one Host, no Authorization (a token
 * may be an admin's: drafts and scheduled notices), no request body, the exact path, a query
 * of the parameters the list reads, each once; a query that view() refuses (a 400), a view still being built
 * (the promise is shared: Koa's route waits for the same build) and a compressed variant still being made go to
 * Koa, which answers as before. Returns false, having written nothing, then. `routes` is the table
 * (api/routes.ts), handed in by server.ts: http/ imports no feature.
 */
export function fastPath(s: Services, routes: readonly RouteDef[]) {
  const lists = new Map<string, PublicListDef & { headers: readonly string[] }>();
  for (const r of routes)
    if (r.publicList && r.method === 'GET')
      lists.set(r.path, { ...r.publicList, headers: securityHeadersFor(r.path).flat() });
  const log = s.config.log;
  return function answerEarly(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const h = req.headers;
    if (h.authorization !== undefined || hasBody(h) || hasSeveralHosts(req)) return false;
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const list = lists.get(path);
    if (!list || url.includes('#')) return false;
    const start = performance.now(); // here: every other request pays only the checks above
    let query: ParsedUrlQuery = {};
    if (q >= 0 && q < url.length - 1) {
      query = querystring.parse(url.slice(q + 1)); // as Koa's ctx.query
      for (const [name, value] of Object.entries(query))
        if (!list.query.includes(name) || typeof value !== 'string') return false;
    }
    let view;
    try {
      view = list.view(s, query);
    } catch {
      return false;
    }
    if (view instanceof Promise) {
      view.catch(() => {}); // Koa's route asks again for the same build and answers its error
      return false;
    }
    const variant = variantFor(view.payload, req.headers);
    if (variant instanceof Promise) return false;
    const status = writePayload(req, res, view.payload, variant, list.headers, publicViewHeaders(view));
    if (log) logRequest(s.logger, method, path, status, start);
    return true;
  };
}
