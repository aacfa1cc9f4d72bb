import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import type { Config } from './config';

/** Pages the sitemap lists; admin and member pages are kept out and disallowed for robots. */
export const PUBLIC_PAGES = ['/', '/schedule', '/about', '/contact', '/announcements'];
export const ROBOTS_DISALLOW = ['/admin', '/photos', '/training', '/api/', '/uploads/'];

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><main><h1>The site is not built yet</h1><p>The API is running. Run <code>npm run build</code> (or <code>npm start</code>) to build the web app.</p></main></body></html>`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.ico': 'image/x-icon',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json', '.map': 'application/json', '.xml': 'application/xml',
};

/**
 * The built web app (web/dist): hashed /assets/* cached a year as immutable, other files an
 * hour, index.html (no-cache) for every other path so the app draws its own pages and 404.
 * sitemap.xml and robots.txt are generated here.
 */
export function serveWeb(config: Config) {
  const root = config.webDist;
  return async function web(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const origin = `${ctx.protocol}://${ctx.host.replace(/[^\w.:[\]-]/g, '') || 'localhost'}`;
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `User-agent: *\n${ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`).join('\n')}\nSitemap: ${origin}/sitemap.xml\n`;
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${PUBLIC_PAGES.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n')}\n</urlset>\n`;
      return;
    }
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) {
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = NOT_BUILT;
      return;
    }
    let rel: string;
    try {
      rel = decodeURIComponent(ctx.path);
    } catch {
      rel = '/';
    }
    const file = path.join(root, path.normalize(rel));
    if (rel !== '/' && file.startsWith(root + path.sep) && !rel.includes('\0')) {
      const stat = await fsp.stat(file).catch(() => null);
      if (stat?.isFile()) {
        ctx.type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        ctx.set('Cache-Control', rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : rel === '/index.html' ? 'no-cache' : 'public, max-age=3600');
        ctx.lastModified = stat.mtime;
        ctx.length = stat.size;
        ctx.status = 200;
        if (ctx.fresh) return void (ctx.status = 304);
        if (ctx.method === 'GET') ctx.body = fs.createReadStream(file);
        return;
      }
      if (rel.startsWith('/assets/')) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Not found';
        return;
      }
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await fsp.readFile(index);
  };
}
