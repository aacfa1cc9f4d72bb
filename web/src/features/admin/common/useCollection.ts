import { useCallback, useEffect, useState } from 'react';
import { errorDetail, type ApiClient } from '@/lib/api';
import { useAdminApi } from '../auth/useAdminApi';

export type Collection<T> = { items: T[]; loading: boolean; error: string | null; reload: () => Promise<void> };

/**
 * One dashboard list: fetched when its tab opens and again after each mutation (docs/product.md#dashboard-lists).
 * `loading` is true only until the first answer, so a refetch doesn't blank the list. `load` must
 * keep its identity between renders (an api.ts function): a new one fetches again.
 */
export function useCollection<T>(load: (api: ApiClient) => Promise<T[] | null>): Collection<T> {
  const api = useAdminApi();
  const [state, setState] = useState<{ items: T[]; loading: boolean; error: string | null }>({
    items: [],
    loading: true,
    error: null,
  });
  const reload = useCallback(async () => {
    try {
      const items = await load(api);
      setState({ items: Array.isArray(items) ? items : [], loading: false, error: null });
    } catch (e) {
      setState((s) => ({ ...s, loading: false, error: errorDetail(e) }));
    }
  }, [api, load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}
