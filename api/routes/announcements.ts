import { announcementStatus } from '../../shared/announcementStatus';
import { announcementInput } from '../../shared/schemas';
import { API } from '../../shared/routes';
import { writeRoutes } from '../crud';
import { liveAnnouncements } from '../liveAnnouncements';
import { route, sendJson, type RouteDef } from '../route';

/**
 * Announcements (newest date first). The public list holds what is live at the moment of the
 * request (liveAnnouncements.ts); with an admin token, every one with its status.
 */
export const announcementRoutes: RouteDef[] = [
  route(
    'GET',
    API.announcements,
    'public',
    (ctx, s) => {
      const col = s.db.content.announcements;
      const now = Date.now();
      if (!ctx.state.admin) return sendJson(ctx, liveAnnouncements(col, now).payload);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = col.all().map((a) => ({ ...a, status: announcementStatus(a, now) }));
    },
    { early: true },
  ),
  ...writeRoutes(API.announcements, (s) => s.db.content.announcements, announcementInput, 'announcement'),
];
