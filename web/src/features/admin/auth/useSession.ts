import { useEffect } from 'react';
import { usePlatform } from '@/lib/platform';
import { useAdminAuth } from './authStore';

/** Restores a stored session once (the server says whether its token is still valid) and returns its status. */
export function useSession() {
  const platform = usePlatform();
  const status = useAdminAuth((s) => s.status);
  useEffect(() => {
    void useAdminAuth.getState().restore(platform);
  }, [platform]);
  return status;
}
