import { useCallback, useEffect, useState } from 'react';
import { COLLECTIONS } from '@shared/constants';
import type { ApiClient } from '@/lib/api';
import { useAdminApi } from '../auth/useAdminApi';
import { CONTENT_PATHS, emptyContent, type SiteContent } from './exportFile';

/** Every collection, fetched in parallel: the export's content and the Export card's counts. */
export async function fetchSiteContent(api: ApiClient): Promise<SiteContent> {
  const lists = await Promise.all(COLLECTIONS.map((c) => api.get<unknown[]>(CONTENT_PATHS[c])));
  return Object.fromEntries(COLLECTIONS.map((c, i) => [c, Array.isArray(lists[i]) ? lists[i] : []])) as SiteContent;
}

export function useSiteContent() {
  const api = useAdminApi();
  const [content, setContent] = useState<SiteContent | null>(null);
  const reload = useCallback(async () => {
    try {
      setContent(await fetchSiteContent(api));
    } catch {
      setContent((c) => c ?? emptyContent());
    }
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { content, reload };
}
