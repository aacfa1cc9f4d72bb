import { INSTRUCTORS_CACHE_MS } from '@shared/constants';
import type { Instructor } from '@shared/schemas';
import { useResource } from '@/hooks/useResource';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';

/** GET /api/instructors, cached 5 minutes (docs/product.md#instructors). */
export const useInstructors = () =>
  useResource('instructors', () => apiFor(webPlatform).get<Instructor[]>('/api/instructors'), INSTRUCTORS_CACHE_MS);
