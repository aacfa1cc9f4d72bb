/**
 * The public site's two languages (docs/decisions.md, "Spanish"): English at the root, Spanish
 * under /es/. Pure path helpers, so the router, the prerender, the server, the sitemap and the
 * service worker agree on which page is which.
 */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
/** The cookie that remembers the visitor's choice of the language switch. */
export const LANG_COOKIE = 'lang';

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'es';

/** 'es' for /es and /es/..., else 'en'. */
export const langOfPath = (path: string): Lang => (path === '/es' || path.startsWith('/es/') ? 'es' : 'en');

/** The language-free path of a page: '/es/schedule' → '/schedule', '/es/' → '/'. */
export function basePath(path: string): string {
  if (langOfPath(path) === 'en') return path;
  const rest = path.slice(3);
  return rest === '' ? '/' : rest;
}

/** The same page in `lang`: ('/schedule', 'es') → '/es/schedule', ('/', 'es') → '/es/', ('/es/about', 'en') → '/about'. */
export function pathInLang(path: string, lang: Lang): string {
  const base = basePath(path);
  if (lang === 'en') return base;
  return base === '/' ? '/es/' : `/es${base}`;
}
