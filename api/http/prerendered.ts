import { basePath, langOfPath } from '../../shared/lang';
import { PUBLIC_PAGES as PAGE_TABLE } from '../../shared/publicPages';

/**
 * Paths whose first view the build prerenders (scripts/prerender.mjs reads the same table) into
 * web/dist/prerendered/<name>.html; sent instead of index.html for exactly these paths.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PAGE_TABLE).map(([path, page]) => [path, page.name]),
);

/** The prerendered file of a path, in either language (scripts/prerender.mjs writes Spanish ones under es/). */
export function prerenderedFile(rel: string): string | undefined {
  const base = basePath(rel);
  if (!Object.hasOwn(PRERENDERED_PAGES, base)) return undefined;
  return langOfPath(rel) === 'es'
    ? `/prerendered/es/${PRERENDERED_PAGES[base]}.html`
    : `/prerendered/${PRERENDERED_PAGES[base]}.html`;
}
