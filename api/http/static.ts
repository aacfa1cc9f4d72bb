import path from 'node:path';
import type { Context, Next } from 'koa';
import type { Config } from '../config';
import createError from 'http-errors';
import { langOfPath } from '../../shared/lang';
import { pageOffsetTable } from '../../shared/dates';
import { type Payload, sendPayload } from './payload';
import { prerenderedFile } from './prerendered';
import { ROBOTS_DISALLOW, sitemapXml } from './sitemap';
import { WEB_MANIFEST_PATH } from '../../shared/routes';
import { webManifest } from './webManifest';
import { WebFiles } from './webFiles';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><main><h1>The site is not built yet</h1><p>The API is running. Run <code>npm run build</code> (or <code>npm start</code>) to build the web app.</p></main></body></html>`;

/**
 * The academy timezone's UTC offsets (shared/tzOffsets.ts) as a data block in each page, so the
 * browser places dates without Intl. Not a script: the CSP allows no inline code, nor needs to.
 */
export const offsetsDataBlock = (tz: string) =>
  `<script type="application/json" id="tz-offsets">${JSON.stringify(pageOffsetTable(tz)).replace(/</g, '\\u003c')}</script>`;

/**
 * The built web app (web/dist), served from memory (WebFiles): hashed /assets/* cached a year as
 * immutable, other files an hour, index.html (no-cache) for every other path so the app draws
 * its own pages and 404. sitemap.xml and robots.txt are generated here. app.ts puts this before
 * the API-only middleware; /api and /uploads paths and methods other than GET/HEAD pass through.
 */
export function serveWeb(
  config: Config,
  files = new WebFiles(path.resolve(config.webDist), undefined, offsetsDataBlock(config.timezone), config.publicUrl),
  /** Picks what a page request gets (noticeBanner.ts: the page with the urgent notice). */
  pageFor: (ctx: Context, rel: string, page: Payload) => Payload = (_ctx, _rel, page) => page,
) {
  return async function web(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const p = ctx.path;
    if (p === '/api' || p.startsWith('/api/') || p.startsWith('/uploads/')) return next();
    if (p === '/robots.txt' || p === '/sitemap.xml') {
      // PUBLIC_URL, never the request's Host or X-Forwarded-Host: a crafted header must not put
      // another site's links into what search engines read (or a cache in front keeps).
      const origin = config.publicUrl.replace(/\/+$/, '');
      if (p === '/robots.txt') {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = `User-agent: *\n${ROBOTS_DISALLOW.map((d) => `Disallow: ${d}`).join('\n')}\nSitemap: ${origin}/sitemap.xml\n`;
      } else {
        ctx.type = 'application/xml; charset=utf-8';
        ctx.body = sitemapXml(origin);
      }
      return;
    }
    if (p === WEB_MANIFEST_PATH) {
      ctx.type = 'application/manifest+json';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = JSON.stringify(webManifest(config.siteName));
      return;
    }
    files.refresh();
    const index = files.indexPage();
    if (!index) {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = NOT_BUILT;
      return;
    }
    let rel: string;
    try {
      rel = decodeURIComponent(p);
    } catch {
      rel = '/';
    }
    const file = rel === '/' ? undefined : files.file(rel);
    if (file) return sendPayload(ctx, file);
    if (rel.startsWith('/assets/')) throw createError(404, 'Not found');
    const prerendered = prerenderedFile(rel);
    const page =
      (prerendered && files.file(prerendered)) || (langOfPath(rel) === 'es' && files.indexPage('es')) || index;
    return sendPayload(ctx, pageFor(ctx, rel, page));
  };
}
