import type { RouteDef } from './http/route';
import { buildRouterOf } from './http/router';
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

/**
 * Every API route, each with its permission: the one table, composed of each feature's list. The
 * router is built from it only (api/http/router.ts: the guards per permission).
 */
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

/** The router of these routes, each change and sign-in audited (features/audit). */
export const buildRouter = (s: Services, routes: RouteDef[] = apiRoutes) => buildRouterOf(s, routes, auditHook);
