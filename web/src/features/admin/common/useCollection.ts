import { useCallback, useEffect, useState } from 'react';
import { errorDetail } from '@/lib/api';
import { useAdminApi } from '../auth/useAdminApi';

export type Collection<T> = { items: T[]; loading: boolean; error: string | null; reload: () => Promise<void> };

/**
 * One dashboard list: fetched when its tab opens and again after each mutation (docs/product.md#dashboard-lists).
 * `loading` is true only until the first answer, so a refetch doesn't blank the list.
 */
export function useCollection<T>(path: string): Collection<T> {
  const api = useAdminApi();
  const [state, setState] = useState<{ items: T[]; loading: boolean; error: string | null }>({ items: [], loading: true, error: null });
  const reload = useCallback(async () => {
    try {
      const items = await api.get<T[] | null>(path, { nullOn401: false });
      setState({ items: Array.isArray(items) ? items : [], loading: false, error: null });
    } catch (e) {
      setState((s) => ({ ...s, loading: false, error: errorDetail(e) }));
    }
  }, [api, path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}
