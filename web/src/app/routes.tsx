import type { RouteObject } from 'react-router-dom';
import { pathInLang } from '@shared/lang';
import { loadAreas, type LazyArea } from '@/i18n';
import { RouteError } from './RouteError';
import { SiteLayout } from './layout/SiteLayout';

/**
 * Every page is a lazy route, so a visitor downloads only the page they open and never the
 * dashboard. Paths starting with /admin render without the site header and footer.
 * Shared by the browser router (router.tsx) and the build-time prerender (src/prerender.tsx).
 */
const page =
  (load: () => Promise<{ default: React.ComponentType }>, ...areas: LazyArea[]) =>
  async () => {
    // The page's own messages (web/src/i18n LAZY_AREAS) with its module: drawn, hydrated too, in its words.
    const [module] = await Promise.all([load(), loadAreas(...areas)]);
    return { Component: module.default };
  };

/** Both of the family's pages (routes/subscribe.tsx): one import, one entry in the first script. */
const subscribePage = page(() => import('./routes/subscribe'), 'subscribe');

/** The public pages, each in English at its path and in Spanish under /es/ (shared/lang.ts). */
const publicPages: RouteObject[] = [
  { path: '/', lazy: page(() => import('./routes/home')) },
  { path: '/schedule', lazy: page(() => import('./routes/schedule')) },
  { path: '/photos', lazy: page(() => import('./routes/photos'), 'gallery') },
  { path: '/training', lazy: page(() => import('./routes/training'), 'gallery') },
  { path: '/about', lazy: page(() => import('./routes/about')) },
  { path: '/contact', lazy: page(() => import('./routes/contact'), 'contact') },
  { path: '/announcements', lazy: page(() => import('./routes/announcements')) },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicPages,
      ...publicPages.map((r) => ({ ...r, path: pathInLang(r.path!, 'es') })),
      // The family's pages the emails link to: SUBSCRIBE_PAGES of shared/routes.ts, written out
      // because importing it puts ~30 bytes gzipped more in every page's first script, which the
      // home page's budget doesn't have (routes.test.ts checks the two agree). A Spanish family's
      // emails link to them under /es/ (api/notices/emails.ts).
      { path: '/subscribe/confirm', lazy: subscribePage },
      { path: '/subscribe/manage', lazy: subscribePage },
      { path: '/es/subscribe/confirm', lazy: subscribePage },
      { path: '/es/subscribe/manage', lazy: subscribePage },
      { path: '*', lazy: page(() => import('./routes/not-found'), 'not-found') },
    ],
  },
  { path: '/admin/login', lazy: page(() => import('./routes/admin/login')), errorElement: <RouteError /> },
  { path: '/admin/dashboard', lazy: page(() => import('./routes/admin/dashboard')), errorElement: <RouteError /> },
  { path: '/admin/*', lazy: page(() => import('./routes/not-found'), 'not-found'), errorElement: <RouteError /> },
];
