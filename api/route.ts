import type { Context } from 'koa';
import type { Services } from './services';

/**
 * Who may call a route:
 * - public: anyone;
 * - admin: a valid admin bearer token, else 401 (enforced by the router builder);
 * - member: the handler itself checks a page cookie or the admin token (GET /api/gallery).
 */
export type Permission = 'public' | 'admin' | 'member';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiContext = Context & { params: Record<string, string>; state: { admin: boolean } };
export type RouteDef = {
  method: Method;
  path: string;
  permission: Permission;
  handler: (ctx: ApiContext, s: Services) => Promise<void> | void;
};
export const route = (method: Method, path: string, permission: Permission, handler: RouteDef['handler']): RouteDef => ({ method, path, permission, handler });

/** Sends a cached JSON Buffer (PITFALLS.md: Koa re-encodes string bodies on every request). */
export function sendJson(ctx: Context, buf: Buffer, status = 200) {
  ctx.status = status;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = buf;
}
