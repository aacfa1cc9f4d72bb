import { useCallback, useEffect, useState } from 'react';
import { useAdminApi } from '../auth/useAdminApi';
import { fetchSiteContent } from './api';
import { emptyContent, type SiteContent } from './exportFile';

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
