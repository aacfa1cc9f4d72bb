import { announcementStatus } from '../../../shared/announcementStatus';
import { announcementInput } from '../../../shared/schemas';
import { API } from '../../../shared/routes';
import { writeRoutes } from '../../content/crud';
import { publicListCacheControl } from '../../http/httpCache';
import { liveAnnouncements } from '../../content/liveAnnouncements';
import { publicListRoute, type RouteDef } from '../../http/route';

/**
 * Announcements (newest date first). The public list holds what is live at the moment of the
 * request (liveAnnouncements.ts); with an admin token, every one with its status.
 */
export const announcementRoutes: RouteDef[] = [
  publicListRoute(
    API.announcements,
    {
      query: [],
      view(s) {
        const now = Date.now();
        const live = liveAnnouncements(s.db.content.announcements, now);
        // A shared cache may hold the list only until the next notice goes live or expires.
        return { payload: live.payload, cacheControl: publicListCacheControl((live.until - now) / 1000) };
      },
    },
    (ctx, s) => {
      const now = Date.now();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = s.db.content.announcements.all().map((a) => ({ ...a, status: announcementStatus(a, now) }));
    },
  ),
  ...writeRoutes(API.announcements, (s) => s.db.content.announcements, announcementInput, 'announcement'),
];
