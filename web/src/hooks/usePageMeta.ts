import { useEffect } from 'react';
import { useSite } from '@/lib/siteConfig';

/** Every page sets its own title and meta description (DECISIONS.md, "Beyond SPEC.md"). */
export function usePageMeta(title: string, description: string) {
  const siteName = useSite((s) => s.siteName);
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, siteName]);
}
