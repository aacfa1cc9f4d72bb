import { useEffect } from 'react';
import { useSite } from '@/lib/siteConfig';

/** The title and description the page being prerendered asked for (build time only, src/prerender.tsx). */
export const prerenderedMeta: { current: { title: string; description: string } | null } = { current: null };

/** Every page sets its own title and meta description (docs/decisions.md#beyond-the-specification). */
export function usePageMeta(title: string, description: string) {
  const siteName = useSite((s) => s.siteName);
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  // eslint-disable-next-line react-hooks/immutability -- build time only: src/prerender.tsx reads it
  if (import.meta.env.SSR) prerenderedMeta.current = { title: fullTitle, description };
  useEffect(() => {
    document.title = fullTitle;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [fullTitle, description]);
}
