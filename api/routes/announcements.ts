import { announcementInput } from '../../shared/schemas';
import { API } from '../../shared/routes';
import { listRoute, writeRoutes } from '../crud';
import type { RouteDef } from '../route';

/** Announcements: public list (newest date first), admin writes. */
export const announcementRoutes: RouteDef[] = [
  listRoute(API.announcements, 'public', (s) => s.db.content.announcements),
  ...writeRoutes(API.announcements, (s) => s.db.content.announcements, announcementInput, 'announcement'),
];
