import type { RouteObject } from 'react-router-dom';
import { pathInLang } from '@shared/lang';
import { loadPageAreas } from '@/i18n';
import { RouteError } from './RouteError';
import { SiteLayout } from './layout/SiteLayout';

/**
 * Every page is a lazy route, so a visitor downloads only the page they open and never the
 * dashboard. Paths starting with /admin render without the site header and footer.
 * Shared by the browser router (router.tsx) and the build-time prerender (src/prerender.tsx).
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
/** A public page: its module and the messages only it shows (web/src/i18n PAGE_AREAS), together. */
const publicPage = (path: string, load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const [module] = await Promise.all([load(), loadPageAreas(path)]);
  return { Component: module.default };
};

/** Both of the family's pages (routes/subscribe.tsx): one import, one entry in the first script. */
const subscribePage = publicPage('/subscribe/confirm', () => import('./routes/subscribe'));

/** The public pages, each in English at its path and in Spanish under /es/ (shared/lang.ts). */
const publicPages: RouteObject[] = [
  { path: '/', lazy: publicPage('/', () => import('./routes/home')) },
  { path: '/schedule', lazy: publicPage('/schedule', () => import('./routes/schedule')) },
  { path: '/photos', lazy: publicPage('/photos', () => import('./routes/photos')) },
  { path: '/training', lazy: publicPage('/training', () => import('./routes/training')) },
  { path: '/about', lazy: publicPage('/about', () => import('./routes/about')) },
  { path: '/contact', lazy: publicPage('/contact', () => import('./routes/contact')) },
  { path: '/announcements', lazy: publicPage('/announcements', () => import('./routes/announcements')) },
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
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
  { path: '/admin/login', lazy: page(() => import('./routes/admin/login')), errorElement: <RouteError /> },
  { path: '/admin/dashboard', lazy: page(() => import('./routes/admin/dashboard')), errorElement: <RouteError /> },
  { path: '/admin/*', lazy: page(() => import('./routes/not-found')), errorElement: <RouteError /> },
];
