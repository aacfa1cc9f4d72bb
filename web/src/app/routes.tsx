import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { pathInLang } from '@shared/lang';
import { PUBLIC_PAGES } from '@shared/publicPages';
import { loadPageAreas } from '@/i18n';
import { orNoConnection } from '@/lib/connection';
import { definePage, type Page } from './pageRegistry';
import { PageView } from './PageView';
import { RouteErrorBoundary } from './RouteError';
import { SiteLayout } from './layout/SiteLayout';

/**
 * Every page's code is loaded on demand, so a visitor downloads only the page they open and never
 * the dashboard. Paths starting with /admin render without the site header and footer. Declarative
 * routes (<Routes>, not react-router's data router: ~17 KB gzipped less on every page, README
 * "The public site in Spanish"). Shared by the browser app (App.tsx) and the build-time prerender
 * (src/prerender.tsx).
 */
type Module = { default: React.ComponentType };
/** A page that cannot come because the server does not answer says it needs a connection (RouteError). */
const page = (load: () => Promise<Module>) => definePage(orNoConnection(async () => (await load()).default));
/** A public page: its module and the messages only it shows (web/src/i18n PAGE_AREAS), together. */
const publicPage = (path: string, load: () => Promise<Module>) =>
  definePage(
    orNoConnection(async () => {
      const [module] = await Promise.all([load(), loadPageAreas(path)]);
      return module.default;
    }),
  );

/** A route drawing a page; the page is its handle, for pageAt. */
const route = (path: string, p: Page): RouteObject => ({ path, element: <PageView page={p} />, handle: p });

/** Both of the family's pages (routes/subscribe.tsx): one import, one entry in the first script. */
const subscribePage = publicPage('/subscribe/confirm', () => import('./routes/subscribe'));
/** The guardian's enrollment pages (routes/enrollFamily.tsx), likewise one module. */
const enrollFamilyPage = publicPage('/enroll/manage', () => import('./routes/enrollFamily'));
const notFound = page(() => import('./routes/not-found'));

/** Every page module, loaded on demand; a public page's is routes/<name>.tsx of its row in shared/publicPages.json. */
const pageModules = import.meta.glob<Module>('./routes/*.tsx');
/** The public pages: path → loader. Each in English at its path and in Spanish under /es/ (shared/lang.ts). */
const publicPages = Object.entries(PUBLIC_PAGES).map(([path, { name }]) => {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`shared/publicPages.json: no web/src/app/routes/${name}.tsx`);
  return [path, load] as const;
});

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...publicPages.flatMap(([path, load]) =>
        [path, pathInLang(path, 'es')].map((p) => route(p, publicPage(p, load))),
      ),
      // The family's pages the emails link to: SUBSCRIBE_PAGES of shared/routes.ts, written out
      // because importing it puts ~30 bytes gzipped more in every page's first script, which the
      // home page's budget doesn't have (routes.test.ts checks the two agree). A Spanish family's
      // emails link to them under /es/ (api/notices/emails.ts).
      route('/subscribe/confirm', subscribePage),
      route('/subscribe/manage', subscribePage),
      route('/es/subscribe/confirm', subscribePage),
      route('/es/subscribe/manage', subscribePage),
      // ENROLL_PAGES of shared/routes.ts, written out for the same reason.
      ...['/enroll/confirm', '/enroll/offer', '/enroll/manage'].flatMap((p) => [
        route(p, enrollFamilyPage),
        route(`/es${p}`, enrollFamilyPage),
      ]),
      route('*', notFound),
    ],
  },
  route(
    '/admin/login',
    page(() => import('./routes/admin/login')),
  ),
  // INVITE_PAGE of shared/routes.ts, where the invitation emails link to.
  route(
    '/admin/invite',
    page(() => import('./routes/admin/invite')),
  ),
  route(
    '/admin/dashboard',
    page(() => import('./routes/admin/dashboard')),
  ),
  route('/admin/*', notFound),
];

/** A path as the lookups below key it: lower case (the router ignores case) and no trailing slash but the root's. */
const routeKey = (path: string) => path.toLowerCase().replace(/(.)\/$/, '$1');
const isLiteral = (r: RouteObject) => !!r.path && !r.path.includes('*');

/**
 * Every literal path's branch of the table: its page's route, under the layout route when it has
 * one. The router flattens and ranks every route it is given at each render (~10 ms of a phone's
 * hydration for the whole table); given a literal path's branch, it ranks one or two.
 */
const branchByPath = new Map<string, RouteObject[]>(
  routes.flatMap((r) =>
    r.children
      ? r.children.filter(isLiteral).map((c) => [routeKey(c.path!), [{ ...r, children: [c] }]] as const)
      : isLiteral(r)
        ? [[routeKey(r.path!), [r]] as const]
        : [],
  ),
);
/** The routes the router is given at a path: a literal path's branch, else the whole table. */
export const routesAt = (path: string): RouteObject[] => branchByPath.get(routeKey(path)) ?? routes;
/** The page of a literal path (a lookup), or undefined. */
export const literalPageAt = (path: string): Page | undefined =>
  branchByPath
    .get(routeKey(path))
    ?.flatMap((r) => [r, ...(r.children ?? [])])
    .at(-1)?.handle as Page | undefined;

/**
 * The page drawn at a path (main.tsx and the prerender load it before the first render). A
 * literal path is a lookup; anything else is matched as the router does (matchRoutes flattens and
 * ranks every route, ~15 ms of a phone's start-up task).
 */
export const pageAt = (path: string): Page =>
  literalPageAt(path) ?? (matchRoutes(routes, path)!.at(-1)!.route.handle as Page);

/** The routes, RouteError in their place when a page's code fails to load. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary path={pathname}>{useRoutes(routesAt(pathname))}</RouteErrorBoundary>;
}
