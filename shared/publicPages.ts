/**
 * The public pages, listed once (shared/publicPages.json, JSON so that the build's .mjs scripts
 * read it too): each page's path, its route module and prerendered file name
 * (web/src/app/routes/<name>.tsx, web/dist/prerendered/<name>.html), and what kind it is. The
 * router, the prerender, the sitemap and robots.txt, the service worker's offline pages and the
 * bench's Lighthouse pages are derived from it. Every page exists in English at its path and in
 * Spanish under /es/ (shared/lang.ts).
 */
import { LANGS, pathInLang } from './lang';
import table from './publicPages.json';

/**
 * offline: opens offline from the copy the last visit stored; online: never stored (the
 * enrollment page's seats change by the minute), listed in the sitemap; member: behind a page
 * password, never stored, kept out of the sitemap and disallowed for robots.
 */
export type PageKind = 'offline' | 'online' | 'member';
export type PublicPage = { name: string; kind: PageKind };

export const PUBLIC_PAGES = table as Readonly<Record<string, PublicPage>>;

/** The English paths of the pages of these kinds, in the table's order. */
export const pagesOf = (...kinds: PageKind[]): string[] =>
  Object.keys(PUBLIC_PAGES).filter((path) => kinds.includes(PUBLIC_PAGES[path].kind));

/** Each path in every language: the English ones first, then the Spanish ones. */
export const inEveryLang = (paths: readonly string[]): string[] =>
  LANGS.flatMap((lang) => paths.map((path) => pathInLang(path, lang)));
