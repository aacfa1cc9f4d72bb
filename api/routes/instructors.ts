import { instructorInput } from '../../shared/schemas';
import { listRoute, writeRoutes } from '../crud';
import type { RouteDef } from '../route';

export const instructorRoutes: RouteDef[] = [
  listRoute('/api/instructors', 'public', (s) => s.db.content.instructors),
  ...writeRoutes('/api/instructors', (s) => s.db.content.instructors, instructorInput),
];
