import { instructorInput } from '../../shared/schemas';
import { API } from '../../shared/routes';
import { listRoute, writeRoutes } from '../content/crud';
import type { RouteDef } from '../http/route';

export const instructorRoutes: RouteDef[] = [
  listRoute(API.instructors, (s) => s.db.content.instructors),
  ...writeRoutes(API.instructors, (s) => s.db.content.instructors, instructorInput, 'versioned'),
];
