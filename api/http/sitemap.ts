import { LANGS, pathInLang } from '../../shared/lang';
import { inEveryLang, pagesOf } from '../../shared/publicPages';

/** Pages the sitemap lists (each in English and in Spanish); admin and member pages are kept out and disallowed for robots. */
export const PUBLIC_PAGES = pagesOf('offline', 'online');
export const ROBOTS_DISALLOW = ['/admin', ...inEveryLang(pagesOf('member')), '/api/', '/uploads/'];

/** Every public page's URL in both languages, each with its alternates (sitemaps.org and Google's hreflang extension). */
export function sitemapXml(origin: string): string {
  const alternates = (page: string) =>
    [...LANGS.map((l) => [l, pathInLang(page, l)]), ['x-default', page]]
      .map(([l, href]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${origin}${href}"/>`)
      .join('');
  const urls = PUBLIC_PAGES.flatMap((page) =>
    LANGS.map((l) => `  <url><loc>${origin}${pathInLang(page, l)}</loc>${alternates(page)}</url>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
