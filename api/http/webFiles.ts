import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '../../shared/lang';
import { Payload } from './payload';
import { editedAtLoad, isMadeAhead, readMadeAhead, typeOf } from './precompressed';

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
 * Last-Modified) and brotli/gzip variants: the build's (precompressed.ts), else made in the
 * background (payload.ts). Reloaded when
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
        else if (ent.isFile() && !isMadeAhead(ent.name)) {
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
    // Brotli 9 / gzip 9 of every file the build did not compress (precompressed.ts: the pages),
    // one after another in the thread pool; a request for a variant not made yet waits for that one only.
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
      let body = fs.readFileSync(abs);
      if (editedAtLoad(abs))
        body = Buffer.from(
          edit(body.toString('utf8'))
            .replace('</head>', () => `${this.headExtra}</head>`)
            .replace(
              /(<link rel="alternate" hreflang="[\w-]+" href=")(?=\/)/g,
              (_, link: string) => link + this.origin,
            ),
        );
      return new Payload(body, {
        type: typeOf(abs),
        cacheControl: cacheControlFor(rel),
        etag: true,
        lastModified: st.mtime,
        compression: 'best',
        made: readMadeAhead(abs, st.mtimeMs),
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
    if (hit || !rel.startsWith('/assets/') || rel.includes('\0') || isMadeAhead(rel)) return hit;
    // Not in memory: maybe written after the last load (a build in progress).
    const abs = path.join(this.root, path.normalize(rel));
    if (!abs.startsWith(this.root + path.sep)) return undefined;
    const p = this.read(abs, rel);
    if (p) this.files.set(rel, p);
    return p ?? undefined;
  }
}
