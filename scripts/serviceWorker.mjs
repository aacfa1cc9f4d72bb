// The public site's offline pieces, built after the web app (scripts/build.mjs):
// - buildRegisterScript: web/src/pwa/register.ts on its own, as /assets/pwa-<hash>.js, which the
//   prerendered pages' boot script loads after the page's `load` (outside the app's bundle).
// - buildServiceWorker: web/sw/sw.ts bundled with Workbox's modules into one classic script,
//   then Workbox's injectManifest writes it to web/dist/sw.js with the precache list: the files
//   the offline pages (shared/offline.ts) load, read from their prerendered HTML, and the icons.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const common = (root) => ({
  configFile: false,
  root,
  publicDir: false,
  logLevel: 'warn',
  mode: 'production',
  resolve: { alias: { '@shared': join(root, 'shared') } },
  define: { 'process.env.NODE_ENV': '"production"' },
});

/** Returns the register script's path in web/dist ('assets/pwa-<hash>.js'). */
export async function buildRegisterScript(root) {
  const out = await build({
    ...common(root),
    build: {
      outDir: join(root, 'web/dist'),
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      target: 'es2022',
      rolldownOptions: {
        input: join(root, 'web/src/pwa/register.ts'),
        output: { format: 'es', entryFileNames: 'assets/pwa-[hash].js' },
      },
    },
  });
  const chunk = [out].flat()[0].output.find((o) => o.type === 'chunk' && o.isEntry);
  return chunk.fileName;
}

/**
 * The /assets/ files an offline page loads (stylesheets, the boot script, the entry and its
 * preloads) and those its modules import later (a dialog opened offline), followed through the
 * chunks' references. Not through the entry's: it names every route, the dashboard's too.
 */
function assetsOfPage(dist, html, found) {
  const entry = html.match(/data-entry="\/([^"]+)"/)?.[1];
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    if (file === entry || !file.endsWith('.js')) return;
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(/"\.\/([\w.-]+\.(?:js|css))"|assets\/([\w.-]+\.(?:js|css))/g))
      visit(`assets/${m[1] ?? m[2]}`);
  };
  for (const m of html.matchAll(/(?:href|src|data-entry|data-preload)="([^"]+)"/g))
    for (const url of m[1].split(' ')) if (url.startsWith('/assets/')) visit(url.slice(1));
}

export async function buildServiceWorker(root, { offlinePageNames, pwaScript }) {
  const dist = join(root, 'web/dist');
  const files = new Set([pwaScript, 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'favicon.png']);
  for (const name of offlinePageNames)
    assetsOfPage(dist, readFileSync(join(dist, 'prerendered', `${name}.html`), 'utf8'), files);
  // The message areas a page or form loads with it (web/src/i18n LAZY_AREAS, assets/<area>.<lang>-<hash>.js),
  // named by the entry's catalog map, which assetsOfPage does not follow: the contact form offline needs them.
  for (const file of readdirSync(join(dist, 'assets')))
    if (/^[a-z0-9-]+\.(en|es)-[\w-]+\.js$/.test(file)) files.add(`assets/${file}`);

  const tmp = mkdtempSync(join(tmpdir(), 'academy-sw-'));
  try {
    await build({
      ...common(root),
      build: {
        outDir: tmp,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'es2022',
        rolldownOptions: {
          input: join(root, 'web/sw/sw.ts'),
          output: { format: 'iife', entryFileNames: 'sw.js' },
        },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: join(tmp, 'sw.js'),
      swDest: join(dist, 'sw.js'),
      globDirectory: dist,
      globPatterns: [...files],
      // Hashed names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    if (warnings.length) console.warn(warnings.join('\n'));
    console.log(`Service worker: ${count} files precached, ${Math.round(size / 1024)} KB`);
    return { count, size };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
