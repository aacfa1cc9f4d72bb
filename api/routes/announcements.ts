import { announcementInput } from '../../shared/schemas';
import { listRoute, writeRoutes } from '../crud';
import type { RouteDef } from '../route';

/** Announcements: public list (newest date first), admin writes. */
export const announcementRoutes: RouteDef[] = [
  listRoute('/api/announcements', 'public', (s) => s.db.content.announcements),
  ...writeRoutes('/api/announcements', (s) => s.db.content.announcements, announcementInput),
];
