import { INSTRUCTORS_CACHE_MS } from '@shared/constants';
import { API } from '@shared/routes';
import type { Instructor } from '@shared/schemas';
import { useResource } from '@/hooks/useResource';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';

/** The instructors, cached 5 minutes (docs/product.md#instructors). */
export const useInstructors = () =>
  useResource('instructors', () => apiFor(webPlatform).get<Instructor[]>(API.instructors), INSTRUCTORS_CACHE_MS);
