import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { contentType } from 'mime-types';
import type { Config } from '../config';
import createError from 'http-errors';
import { basePath, langOfPath, LANGS, pathInLang, type Lang } from '../../shared/lang';
import { pageOffsetTable } from '../../shared/dates';
import { inEveryLang, pagesOf, PUBLIC_PAGES as PAGE_TABLE } from '../../shared/publicPages';
import { Payload, sendPayload } from './payload';
import { WEB_MANIFEST_PATH, webManifest } from './webManifest';

/** Pages the sitemap lists (each in English and in Spanish); admin and member pages are kept out and disallowed for robots. */
export const PUBLIC_PAGES = pagesOf('offline', 'online');
export const ROBOTS_DISALLOW = ['/admin', ...inEveryLang(pagesOf('member')), '/api/', '/uploads/'];
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
const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><main><h1>The site is not built yet</h1><p>The API is running. Run <code>npm run build</code> (or <code>npm start</code>) to build the web app.</p></main></body></html>`;

const MAX_CACHED_FILE = 20 * 1024 * 1024;
const cacheControlFor = (rel: string) =>
  rel.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : // sw.js too: a new deploy's worker reaches phones on their next visit.
      rel === '/index.html' || rel === '/sw.js' || rel.startsWith('/prerendered/')
      ? 'no-cache'
      : 'public, max-age=3600';

/**
 * web/dist in memory: every file read once with its headers (type, Cache-Control, ETag,
 * Last-Modified) and brotli/gzip variants made in the background (payload.ts). Reloaded when
 * index.html changes (checked at most once a second: `npm run build` may replace the folder
 * while the server runs). An /assets/ file missing from memory (written after the reload, in the
 * middle of a build) is looked up on disk and added.
 */
export class WebFiles {
  private files = new Map<string, Payload>();
  private index: Payload | null = null;
  /** index.html as a Spanish path that is not prerendered gets it (/es/subscribe/..., an unknown /es/ path). */
  private indexEs: Payload | null = null;
  private signature = '';
  private checkedAt = 0;
  /** Loads done, for tests. */
  loads = 0;

  constructor(
    readonly root: string,
    private readonly now = () => Date.now(),
    /** Written at the end of every HTML page's head. */
    private readonly headExtra = '',
    /** The site's origin (PUBLIC_URL): hreflang links must be absolute, the prerender writes paths. */
    private readonly origin = '',
  ) {
    this.refresh(true);
  }

  private indexSignature(): string {
    try {
      const st = fs.statSync(path.join(this.root, 'index.html'));
      return `${st.mtimeMs}:${st.size}:${st.ino}`;
    } catch {
      return 'missing';
    }
  }

  /** Reloads when index.html changed (or force); at most one check a second otherwise. */
  refresh(force = false) {
    const now = this.now();
    if (!force && now - this.checkedAt < 1000) return;
    this.checkedAt = now;
    const sig = this.indexSignature();
    if (sig === this.signature && !force) return;
    this.signature = sig;
    this.load();
  }

  private load() {
    const files = new Map<string, Payload>();
    const walk = (dir: string, rel: string) => {
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const ent of entries) {
        const abs = path.join(dir, ent.name);
        const r = `${rel}/${ent.name}`;
        if (ent.isDirectory()) walk(abs, r);
        else if (ent.isFile()) {
          const p = this.read(abs, r);
          if (p) files.set(r, p);
        }
      }
    };
    walk(this.root, '');
    this.files = files;
    this.index = files.get('/index.html') ?? null;
    // lang="es" from the first byte: a screen reader and the browser's translate offer read it
    // before the app's scripts (which set it too) have run.
    this.indexEs = this.index
      ? this.read(path.join(this.root, 'index.html'), '/index.html', (html) =>
          html.replace('<html lang="en"', '<html lang="es"'),
        )
      : null;
    this.loads++;
    // Brotli 9 / gzip 9 of every file, one after another in the thread pool; a request for a
    // variant not made yet waits for that one only.
    void (async () => {
      for (const p of files.values()) {
        if (this.files !== files) return; // reloaded meanwhile
        await p.precompress();
      }
    })();
  }

  private read(abs: string, rel: string, edit = (html: string) => html): Payload | null {
    try {
      const st = fs.statSync(abs);
      if (!st.isFile() || st.size > MAX_CACHED_FILE) return null;
      const ext = path.extname(abs).toLowerCase();
      let body = fs.readFileSync(abs);
      if (ext === '.html')
        body = Buffer.from(
          edit(body.toString('utf8'))
            .replace('</head>', () => `${this.headExtra}</head>`)
            .replace(
              /(<link rel="alternate" hreflang="[\w-]+" href=")(?=\/)/g,
              (_, link: string) => link + this.origin,
            ),
        );
      // mime-types: the table Koa's ctx.type reads. It differs from the list this replaced only by
      // `charset=utf-8` on .json, .map and .webmanifest and IANA's image/vnd.microsoft.icon for .ico.
      const type = contentType(ext) || 'application/octet-stream';
      return new Payload(body, {
        type,
        cacheControl: cacheControlFor(rel),
        etag: true,
        lastModified: st.mtime,
        compression: 'best',
      });
    } catch {
      return null;
    }
  }

  /** The index page in a language (null when the site is not built). */
  indexPage(lang: Lang = 'en'): Payload | null {
    return lang === 'es' ? this.indexEs : this.index;
  }

  /** The file at a URL path (decoded), or undefined. */
  file(rel: string): Payload | undefined {
    const hit = this.files.get(rel);
    if (hit || !rel.startsWith('/assets/') || rel.includes('\0')) return hit;
    // Not in memory: maybe written after the last load (a build in progress).
    const abs = path.join(this.root, path.normalize(rel));
    if (!abs.startsWith(this.root + path.sep)) return undefined;
    const p = this.read(abs, rel);
    if (p) this.files.set(rel, p);
    return p ?? undefined;
  }
}

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
