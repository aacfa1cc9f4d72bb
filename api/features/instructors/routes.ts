import { instructorInput } from '../../../shared/schemas';
import { API } from '../../../shared/routes';
import { listRoute, writeRoutes } from '../../content/crud';
import type { RouteDef } from '../../http/route';

export const instructorRoutes: RouteDef[] = [
  listRoute(API.instructors, (s) => s.db.content.instructors),
  // Public profiles: the owner's to change (docs/decisions.md, wave 4); to the trash and revisions like the others.
  ...writeRoutes(API.instructors, (s) => s.db.content.instructors, instructorInput, 'instructor', undefined, 'owner'),
];
