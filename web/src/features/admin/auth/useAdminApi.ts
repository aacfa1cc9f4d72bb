import { useMemo } from 'react';
import { ApiError, type ApiClient } from '@/lib/api';
import { apiFor, usePlatform, type Platform } from '@/lib/platform';
import { useAdminAuth } from './authStore';

export const isUnauthorized = (e: unknown) => e instanceof ApiError && e.status === 401;

/** The platform's API client, except that any 401 ends the session (expired or revoked token). */
export function guardedApi(platform: Platform): ApiClient {
  const client = apiFor(platform);
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (e) {
        if (isUnauthorized(e)) void useAdminAuth.getState().expire(platform);
        throw e;
      }
    };
  // The casts keep the client's generic signatures, which a wrapper cannot infer.
  return {
    get: guard(client.get) as ApiClient['get'],
    post: guard(client.post) as ApiClient['post'],
    put: guard(client.put) as ApiClient['put'],
    patch: guard(client.patch) as ApiClient['patch'],
    del: guard(client.del),
  };
}

export function useAdminApi(): ApiClient {
  const platform = usePlatform();
  return useMemo(() => guardedApi(platform), [platform]);
}
