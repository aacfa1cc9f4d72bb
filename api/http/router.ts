import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { Forbidden, NotSignedIn } from '../errors';
import type { ApiContext, RouteDef } from './route';
import type { Services } from '../services';

/** Admin routes: a valid bearer token, and answers no cache may keep (they hold parents' details). */
const requireAdmin = async (ctx: Context, next: Next) => {
  if (ctx.state.admin !== true) throw new NotSignedIn('Authentication required');
  ctx.set('Cache-Control', 'no-store');
  await next();
};
/** Owner-only routes: signed in (else 401) as an owner (else 403). */
const requireOwner = async (ctx: Context, next: Next) => {
  if (ctx.state.admin !== true) throw new NotSignedIn('Authentication required');
  ctx.set('Cache-Control', 'no-store');
  if (ctx.state.account?.role !== 'owner') throw new Forbidden('Only the owner may do this');
  await next();
};
const guards = { admin: [requireAdmin], owner: [requireOwner], public: [], member: [] } as const;

/** The router of `routes`: each behind its permission's guard, then `around` (the audit log's hook), then its handler. */
export function buildRouterOf(
  s: Services,
  routes: readonly RouteDef[],
  around: (r: RouteDef, s: Services) => Middleware | null,
): Router {
  const router = new Router();
  for (const r of routes) {
    if (!Object.hasOwn(guards, r.permission ?? ''))
      throw new Error(`Route ${r.method} ${r.path} has no permission rule`);
    if (r.publicList && (r.permission !== 'public' || r.method !== 'GET'))
      throw new Error(`Route ${r.method} ${r.path}: only public GETs may be answered before Koa`);
    const handler = async (ctx: Context) => {
      await r.handler(ctx as ApiContext, s);
    };
    // After the permission check, so that a refused call is not logged as a change.
    const audit = around(r, s);
    const chain = [...guards[r.permission], ...(audit ? [audit] : []), handler];
    router.register(r.path, [r.method], chain, { name: `${r.permission} ${r.method} ${r.path}` });
  }
  return router;
}
