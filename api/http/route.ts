import type { Context } from 'koa';

/** Koa's types for the middleware that features and layers write: only api/http/ imports Koa (eslint.config.js). */
export type { Context, Next } from 'koa';
import { sendPublicView, type PublicListDef } from './httpCache';
import { Payload, sendPayload } from './payload';
import type { Services } from '../services';
import type { AccountRef } from '../../shared/schemas/account';

/**
 * Who may call a route:
 * - public: anyone;
 * - admin: a valid bearer token of any staff account (owner or instructor), else 401;
 * - owner: a valid bearer token of an owner account, else 401, or 403 for an instructor
 *   (both enforced by the router builder);
 * - member: the handler itself checks a page cookie or the admin token (GET /api/gallery).
 */
export type Permission = 'public' | 'admin' | 'owner' | 'member';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `admin` is true for any signed-in staff account; `account` says which one (null when none). */
export type ApiContext = Context & {
  params: Record<string, string>;
  state: { admin: boolean; account: AccountRef | null };
};
export type RouteDef = {
  method: Method;
  path: string;
  permission: Permission;
  handler: (ctx: ApiContext, s: Services) => Promise<void> | void;
  /** A public list from cached views: fastPath.ts answers a request without a token before Koa. */
  publicList?: PublicListDef;
  /**
   * The audit log (features/audit): every successful change by a signed-in account is logged
   * without this. 'signIn': each outcome (success, failure, locked) of a login route is logged;
   * 'signOut': a logout is; false: never logged.
   */
  audit?: AuditRule;
};
export type AuditRule = 'signIn' | 'signOut' | false;
export const route = (
  method: Method,
  path: string,
  permission: Permission,
  handler: RouteDef['handler'],
  options: { publicList?: PublicListDef; audit?: AuditRule } = {},
): RouteDef => ({ method, path, permission, handler, ...options });

/**
 * GET of a public list: the cached view, or with an admin token what `admin` answers
 * (e.g. drafts and scheduled announcements too).
 */
export const publicListRoute = (path: string, list: PublicListDef, admin?: RouteDef['handler']): RouteDef =>
  route(
    'GET',
    path,
    'public',
    async (ctx, s) => {
      if (admin && ctx.state.admin) return admin(ctx, s);
      await sendPublicView(ctx, await list.view(s, ctx.query));
    },
    { publicList: list },
  );

/**
 * Sends a cached JSON Buffer (docs/build-notes.md#koa-string-bodies: Koa re-encodes string bodies on every request), or a
 * collection view's Payload (its compressed variants made once, not per request).
 */
export function sendJson(ctx: Context, buf: Buffer | Payload, status = 200): Promise<void> | void {
  if (buf instanceof Payload) return sendPayload(ctx, buf, status);
  ctx.status = status;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = buf;
}
