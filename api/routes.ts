import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { fail } from './http/errors';
import type { ApiContext, RouteDef } from './http/route';
import type { Services } from './services';
import { auditHook, auditRoutes } from './features/audit/routes';
import { adminRoutes } from './features/staff/sessionRoutes';
import { announcementRoutes } from './features/announcements/routes';
import { backupRoutes } from './features/backups/routes';
import { contactRoutes } from './features/inbox/routes';
import { dataExportRoutes } from './features/backups/exports';
import { dataImportRoutes } from './features/backups/imports';
import { eventRoutes } from './features/events/routes';
import { galleryRoutes } from './features/gallery/routes';
import { healthRoutes } from './http/health';
import { instructorRoutes } from './features/instructors/routes';
import { noticeRoutes } from './features/families/routes';
import { enrollmentRoutes } from './features/enrollment/routes';
import { staffRoutes } from './features/staff/routes';
import { pushRoutes } from './features/push/routes';
import { protectedRoutes } from './features/gallery/memberRoutes';
import { trashRoutes } from './features/backups/trash';
import { uploadRoutes } from './features/gallery/uploadRoutes';

/** Every API route, each with its permission. The router is built from this list only. */
export const apiRoutes: RouteDef[] = [
  ...healthRoutes,
  ...adminRoutes,
  ...protectedRoutes,
  ...announcementRoutes,
  ...eventRoutes,
  ...galleryRoutes,
  ...instructorRoutes,
  ...contactRoutes,
  ...dataExportRoutes,
  ...dataImportRoutes,
  ...uploadRoutes,
  ...trashRoutes,
  ...backupRoutes,
  ...noticeRoutes,
  ...enrollmentRoutes,
  ...staffRoutes,
  ...pushRoutes,
  ...auditRoutes,
];

/** Admin routes: a valid bearer token, and answers no cache may keep (they hold parents' details). */
const requireAdmin = async (ctx: Context, next: Next) => {
  if (ctx.state.admin !== true) fail(401, 'Authentication required');
  ctx.set('Cache-Control', 'no-store');
  await next();
};
/** Owner-only routes: signed in (else 401) as an owner (else 403). */
const requireOwner = async (ctx: Context, next: Next) => {
  if (ctx.state.admin !== true) fail(401, 'Authentication required');
  ctx.set('Cache-Control', 'no-store');
  if (ctx.state.account?.role !== 'owner') fail(403, 'Only the owner may do this');
  await next();
};
const guards = { admin: [requireAdmin], owner: [requireOwner], public: [], member: [] } as const;

export function buildRouter(s: Services, routes: RouteDef[] = apiRoutes): Router {
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
    const audit = auditHook(r, s);
    const chain = [...guards[r.permission], ...(audit ? [audit] : []), handler];
    router.register(r.path, [r.method], chain, { name: `${r.permission} ${r.method} ${r.path}` });
  }
  return router;
}
