/**
 * Build-time rendering of the public pages' first view (scripts/prerender.mjs runs this as a Vite
 * SSR build, in Node). What it renders is what the browser app draws before any data arrives:
 * the layout, the page's static text and its loading skeletons; the site's default name and
 * tagline. The browser app hydrates this markup (main.tsx), with the same routes (AppRoutes).
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, pageAt } from './app/routes';
import { PlatformProvider } from './lib/platform';
import { webPlatform } from './lib/webPlatform';
import { prerenderedMeta } from './hooks/usePageMeta';
import { loadLanguage } from './i18n';

// The path helpers scripts/prerender.mjs needs, from the one place that decides them.
export { DEFAULT_LANG, LANGS, pathInLang } from '@shared/lang';
export { WEB_MANIFEST_PATH } from '@shared/routes';
export { escapeHtml } from '@shared/html';
export { PAGE_AREAS } from './i18n';

export type Prerendered = { html: string; title: string; description: string };

export async function render(path: string): Promise<Prerendered> {
  // The page's language (/es/... is Spanish), set before anything renders, as main.tsx does.
  await loadLanguage(path);
  // Loaded before rendering, as main.tsx does: renderToString draws it synchronously.
  await pageAt(path).load();
  prerenderedMeta.current = null;
  const html = renderToString(
    <PlatformProvider platform={webPlatform}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </PlatformProvider>,
  );
  const meta = prerenderedMeta.current as { title: string; description: string } | null;
  if (!meta) throw new Error(`prerender ${path}: the page did not call usePageMeta`);
  return { html, ...meta };
}
