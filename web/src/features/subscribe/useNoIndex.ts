import { useEffect } from 'react';

/**
 * A page search engines must not list: the family's own pages, reached only through a link that
 * carries their token. Only these pages set it, so it is removed again when they are left.
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
