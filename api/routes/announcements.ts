import { announcementStatus } from '../../shared/announcementStatus';
import { announcementInput } from '../../shared/schemas';
import { API } from '../../shared/routes';
import { writeRoutes } from '../crud';
import { setPublicListCache } from '../httpCache';
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
      if (!ctx.state.admin) {
        const live = liveAnnouncements(col, now);
        // A shared cache may hold the list only until the next notice goes live or expires.
        setPublicListCache(ctx, (live.until - now) / 1000);
        return sendJson(ctx, live.payload);
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = col.all().map((a) => ({ ...a, status: announcementStatus(a, now) }));
    },
    { early: true },
  ),
  ...writeRoutes(API.announcements, (s) => s.db.content.announcements, announcementInput, 'announcement'),
];
