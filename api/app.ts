import zlib from 'node:zlib';
import type { RouterContext } from '@koa/router';
import Koa, { type Context, type Next } from 'koa';
import { koaBody, type HttpMethod } from 'koa-body';
import compress from 'koa-compress';
import { JSON_BODY_LIMIT, LARGE_JSON_BODY_LIMIT, LARGE_JSON_PATHS } from '../shared/constants';
import { API } from '../shared/routes';
import createError from 'http-errors';
import { errorHandler } from './http/errors';
import { decodeBody } from './http/bodyEncoding';
import { hasBody } from './http/hasBody';
import { hasSeveralHosts } from './http/hostHeader';
import { requestLog } from './http/requestLog';
import { bearerToken } from './http/bearer';
import { SHORT_STATE_PATHS } from './features/staff/routes';
import { shortState } from './http/shortState';
import { buildRouter } from './routes';
import { securityHeaders } from './http/securityHeaders';
import type { Services } from './services';
import { urgentBanner } from './http/noticeBanner';
import { serveWeb } from './http/static';
import { serveUploads } from './features/gallery/uploads';

const jsonParser = (limit: string) =>
  koaBody({
    json: true,
    multipart: false,
    urlencoded: false,
    text: false,
    jsonLimit: limit,
    jsonStrict: true,
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] as HttpMethod[],
  });

/** Builds the Koa app. Every middleware, in order, is here. */
export function createApp(s: Services, cookieKeys: string[]): Koa {
  const app = new Koa({ keys: cookieKeys, proxy: s.config.trustProxy > 0, maxIpsCount: s.config.trustProxy || 0 });
  app.silent = true; // errors are logged by errorHandler, once
  const router = buildRouter(s);
  const smallJson = jsonParser(JSON_BODY_LIMIT);
  const largeJson = jsonParser(LARGE_JSON_BODY_LIMIT);

  /** Reads the bearer token once per request: ctx.state.account is whose session it is, admin whether any. */
  async function adminFromBearer(ctx: Context, next: Next) {
    const token = bearerToken(ctx);
    ctx.state.account = token ? await s.sessions.account(token) : null;
    ctx.state.admin = ctx.state.account !== null;
    await next();
  }
  /** JSON in: the right Content-Type for bodies, size limits per path, malformed JSON is 400. */
  async function jsonBodies(ctx: Context, next: Next) {
    if (ctx.path === API.uploadImage) return next();
    // RFC 8058's one-click POST is form-encoded (`List-Unsubscribe=One-Click`); its body is not read.
    if (ctx.path === API.subscriptionUnsubscribe && !ctx.is('json')) return next();
    if (hasBody(ctx.req.headers) && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) && !ctx.is('json', '+json'))
      throw createError(415, 'Send the request body as JSON (Content-Type: application/json)');
    const large = (LARGE_JSON_PATHS as readonly string[]).includes(ctx.path);
    return (large ? largeJson : smallJson)(ctx, next);
  }
  const routes = router.routes();
  const allowed = router.allowedMethods({ throw: true });
  /** /api: JSON bodies, the routes, 405 for a known path with another method, JSON 404. */
  async function api(ctx: Context, next: Next) {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    await jsonBodies(ctx, () => allowed(ctx as RouterContext, () => routes(ctx as RouterContext, async () => {})));
    // No route matched (allowedMethods has already answered 405/501 for a known path).
    if (ctx.status === 404 && ctx.body == null) throw createError(404, 'Not found');
  }

  app.use(errorHandler(s.logger, () => s.healthProbe.invalidate()));
  if (s.config.log) app.use(requestLog(s.logger));
  app.use(securityHeaders);
  app.use((ctx, next) => {
    if (hasSeveralHosts(ctx.req)) throw createError(400, 'Send one Host header');
    return next();
  });
  // A Content-Encoding that is unknown (415) or does not decode (400), before any other check.
  app.use(decodeBody);
  // Answered from memory before the rest (no compression middleware, no token lookup): the web
  // app's files, with their own precompressed variants (static.ts). The hot public lists are
  // answered before Koa altogether (fastPath.ts); what it leaves here takes the full chain.
  app.use(serveWeb(s.config, undefined, urgentBanner(s.db.content.announcements)));
  // An Accept-Encoding that accepts nothing (e.g. `*;q=0`) made koa-compress throw (500):
  // answer uncompressed instead (stress/badInput.test.ts).
  app.use((ctx, next) => {
    if (ctx.get('Accept-Encoding') && !ctx.acceptsEncodings('br', 'gzip', 'identity')) ctx.compress = false;
    return next();
  });
  app.use(
    compress({
      threshold: 1024,
      br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      gzip: { level: 6 },
      deflate: false,
    }),
  );
  app.use(adminFromBearer);
  // koa-session, only where a step keeps short state (the pending TOTP secret): after the token is read.
  app.use(shortState(app, s.staff.shortState, cookieKeys, SHORT_STATE_PATHS));
  // Admin writes with an Idempotency-Key run once; a repeat gets the first answer (idempotency.ts).
  app.use(s.idempotency.middleware());
  app.use(s.publicIdempotency.middleware());
  app.use(serveUploads(s));
  app.use(api);
  return app;
}
