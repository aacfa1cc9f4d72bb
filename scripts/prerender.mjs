// Prerenders the first view of the public pages into web/dist/prerendered/<name>.html, after the
// client build (scripts/build.mjs). Each file is web/dist/index.html with the page's markup inside
// #root, the page's title and description, and links to its route chunk's CSS and JS. The server
// (api/http/static.ts) sends it for the page's exact path. The browser app hydrates it (main.tsx) once
// the page's route module has loaded. Until then #root is inert: a tap or a keystroke on a control
// that does nothing yet would be lost, so none is taken.
//
// The app's scripts are requested only after the page's first paint (assets/boot-*.js): a phone
// shows the page as soon as the HTML and CSS are in, without sharing its bandwidth with them.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify } from 'vite';

/** The public pages (shared/publicPages.ts says what the table holds): path → {name, kind}. */
export const PUBLIC_PAGES = JSON.parse(readFileSync(new URL('../shared/publicPages.json', import.meta.url), 'utf8'));
/** Path → route module (web/src/app/routes/<name>.tsx) → output file prerendered/<name>.html. */
export const PRERENDERED_PAGES = Object.fromEntries(
  Object.entries(PUBLIC_PAGES).map(([path, { name }]) => [path, name]),
);

/** The CSS and JS files a manifest entry pulls in through its static imports, in load order. */
function assetsOf(manifest, key, seen = new Set(), out = { css: [], js: [] }) {
  if (seen.has(key)) return out;
  seen.add(key);
  const chunk = manifest[key];
  for (const dep of chunk.imports ?? []) assetsOf(manifest, dep, seen, out);
  for (const css of chunk.css ?? []) if (!out.css.includes(css)) out.css.push(css);
  out.js.push(chunk.file);
  return out;
}

/**
 * pwaScript: the service worker's register script in web/dist (scripts/serviceWorker.mjs), started
 * by the boot script once the page has loaded, which links the web app manifest then too.
 */
export async function prerender(root, { pwaScript } = {}) {
  const dist = join(root, 'web/dist');
  const manifestFile = join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const already = entry
    ? assetsOf(
        manifest,
        Object.keys(manifest).find((k) => manifest[k] === entry),
      )
    : { css: [], js: [] };

  const outDir = mkdtempSync(join(tmpdir(), 'academy-prerender-'));
  try {
    await build({
      configFile: join(root, 'web/vite.config.ts'),
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: {
        ssr: join(root, 'web/src/prerender.tsx'),
        outDir,
        emptyOutDir: true,
        manifest: false,
        target: 'node20',
        minify: false,
        rollupOptions: { output: { format: 'es', entryFileNames: 'prerender.mjs' } },
      },
    });
    // escapeHtml: shared/html.ts, through the bundle (a plain .mjs script cannot import TypeScript).
    const { render, LANGS, DEFAULT_LANG, pathInLang, PAGE_AREAS, escapeHtml, WEB_MANIFEST_PATH } = await import(
      pathToFileURL(join(outDir, 'prerender.mjs')).href
    );
    mkdirSync(join(dist, 'prerendered'), { recursive: true });
    // Once the first paint is on the screen (its paint timing entry, which comes after the frame is
    // presented, not merely drawn: a request started between the two shares the phone's bandwidth
    // with that paint), runs the entry and preloads the app's modules, a few links a task: each
    // costs a throttled phone a few milliseconds, and 20 at once are one long task. The entry's own
    // imports come first in the list, the page's route module last. Without paint timing (or no
    // paint within a second: a tab opened in the background), after the next frame or that second.
    const bootSource = [
      // The scrollbar a touch screen shows while the visitor scrolls (src/styles/theme.css): from
      // their first touch, wheel or key on, not for the page's own scroll (a phone's schedule
      // opens at today).
      'const html = document.documentElement;',
      "html.classList.add('unscrolled');",
      "const scrolls = () => html.classList.remove('unscrolled');",
      "for (const type of ['pointerdown', 'touchstart', 'wheel', 'keydown'])",
      '  addEventListener(type, scrolls, { once: true, passive: true });',
      "const s = document.querySelector('script[data-entry]');",
      "const hrefs = s.dataset.preload.split(' ');",
      // Under the service worker the files come from its store: all at once (see below; the page
      // takes no input until it has hydrated, so the longer task holds up no tap).
      'const stored = !!navigator.serviceWorker?.controller;',
      'const preloadSome = () => {',
      '  for (const href of hrefs.splice(0, stored ? hrefs.length : 3)) {',
      "    const l = document.createElement('link');",
      "    l.rel = 'modulepreload'; l.crossOrigin = ''; l.href = href;",
      '    document.head.append(l);',
      '  }',
      '  if (hrefs.length) setTimeout(preloadSome);',
      '};',
      'let started = false;',
      'const start = () => {',
      '  if (started) return;',
      '  started = true;',
      '  setTimeout(() => {',
      '    import(s.dataset.entry);',
      '    preloadSome();',
      '  });',
      '};',
      // A page the service worker answers has the app's files in its store (scripts/serviceWorker.mjs
      // precaches them): they share no bandwidth with the paint, and offline the schedule is drawn
      // sooner when they are asked for at once.
      'if (stored) start();',
      "else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {",
      '  new PerformanceObserver((list, observer) => {',
      "    if (!list.getEntriesByName('first-contentful-paint').length) return;",
      '    observer.disconnect();',
      '    start();',
      "  }).observe({ type: 'paint', buffered: true });",
      '  setTimeout(start, 1000);',
      '} else requestAnimationFrame(() => setTimeout(start));',
      // The service worker, registered after the page's load (nothing of the first visit waits
      // for it; it stores the other pages and the coming months itself, asked by 'KEEP'). The rest, in its own
      // script (src/pwa/register.ts), is loaded only when there is something to show: offline, a
      // new version waiting, a contact message kept (shared/offline.ts CONTACT_OUTBOX_KEY).
      'const pwa = s.dataset.pwa;',
      'const sw = navigator.serviceWorker;',
      // After the app has hydrated too, and a second more: on a slow phone the app's own modules
      // would share the bandwidth with the worker's precache otherwise.
      'const ui = () => import(pwa);',
      "addEventListener('load', () => {",
      '  if (pwa && sw) {',
      "    if (!navigator.onLine || localStorage['contact-outbox']?.length > 2) ui();",
      "    addEventListener('offline', ui);",
      "    addEventListener('contact-kept', ui);",
      '  }',
      '  (function later() {',
      "    if (document.getElementById('root')?.inert) return void setTimeout(later, 300);",
      '    setTimeout(settled, 1000);',
      '  })();',
      '});',
      'function settled() {',
      '  if (pwa && sw) registerWorker();',
      '  setTimeout(linkManifest, 4000);',
      '}',
      // The web app manifest is linked only once the page has long settled: once it reads one,
      // desktop Chromium redraws its own window for ~0.6 s (its install offer), and the page itself
      // fetches and decodes the install icon on its main thread, both CPU a phone's start-up needs
      // (docs/build-notes.md#what-the-browser-draws-beside-the-page).
      'function linkManifest() {',
      "  const l = document.createElement('link');",
      "  l.rel = 'manifest'; l.href = s.dataset.manifest;",
      '  document.head.append(l);',
      '}',
      'async function registerWorker() {',
      "  const reg = await sw.register('/sw.js');",
      '  if ((reg.waiting || reg.installing) && sw.controller) ui();',
      '  reg.onupdatefound = () => sw.controller && ui();',
      // A phone keeps the site open for days: the browser looks for a new worker only when a page
      // loads, so an open page asks every hour it is on screen and each time it comes back to it.
      // What is found is offered, and taken after a day (src/pwa/register.ts).
      '  const check = () => document.hidden || reg.update().catch(() => {});',
      '  setInterval(check, 36e5);',
      "  document.addEventListener('visibilitychange', check);",
      "  (await sw.ready).active?.postMessage({ type: 'KEEP' });",
      '}',
      '',
    ].join('\n');
    // Minified: it is on every public page's budget (e2e/public-budget.test.ts).
    const bootCode = (await minify('boot.mjs', bootSource, { module: true, mangle: { toplevel: true } })).code;
    const boot = `assets/boot-${createHash('sha256').update(bootCode).digest('base64url').slice(0, 8)}.js`;
    writeFileSync(join(dist, boot), bootCode);
    const entryTag = template.match(/<script type="module" crossorigin src="\/([^"]+)"><\/script>/);
    if (!entryTag || entryTag[1] !== entry.file)
      throw new Error('prerender: web/dist/index.html has no entry script tag');
    const withoutPreloads = template.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
    // Each page in both languages: English at its path into prerendered/<name>.html, Spanish at
    // /es/... into prerendered/es/<name>.html (shared/lang.ts), each with its language's catalog
    // preloaded and hreflang links to both (the server makes their hrefs absolute, api/http/webFiles.ts).
    const pages = Object.entries(PRERENDERED_PAGES).flatMap(([path, name]) =>
      LANGS.map((lang) => ({ path: pathInLang(path, lang), name, lang, base: path })),
    );
    for (const { path, name, lang, base } of pages) {
      const { html, title, description } = await render(path);
      const route = assetsOf(manifest, `src/app/routes/${name}.tsx`);
      const catalog = assetsOf(manifest, `src/i18n/catalog.${lang}.ts`);
      // The messages only this page shows (PAGE_AREAS of web/src/i18n), requested with the rest.
      for (const [area, paths] of Object.entries(PAGE_AREAS)) {
        const key = `../shared/words/${area}.${lang}.json`;
        if (paths.includes(base) && manifest[key]) catalog.js.push(...assetsOf(manifest, key).js);
      }
      const css = route.css.filter((f) => !already.css.includes(f));
      const js = [...catalog.js, ...route.js].filter((f, i, all) => !already.js.includes(f) && all.indexOf(f) === i);
      const preload = [...already.js.filter((f) => f !== entry.file), ...js].map((f) => `/${f}`).join(' ');
      const alternates = [
        ...LANGS.map((l) => `  <link rel="alternate" hreflang="${l}" href="${pathInLang(base, l)}">\n`),
        `  <link rel="alternate" hreflang="x-default" href="${base}">\n`,
      ].join('');
      // A translated page asks the browser not to offer a machine translation: the academy's own
      // page in the other language is one tap away (the header's switch), and desktop Chromium's
      // offer redraws its window while the page starts (docs/build-notes.md#what-the-browser-draws-beside-the-page).
      // The English pages keep the offer, for a family that reads neither language.
      const noTranslate = lang === DEFAULT_LANG ? '' : '  <meta name="google" content="notranslate">\n';
      const page = withoutPreloads
        .replace('<html lang="en">', () => `<html lang="${lang}">`)
        .replace(
          entryTag[0],
          () =>
            `<script type="module" crossorigin src="/${boot}" data-entry="/${entry.file}" data-preload="${preload}" data-manifest="${WEB_MANIFEST_PATH}"${pwaScript ? ` data-pwa="/${pwaScript}"` : ''}></script>`,
        )
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(
          /<meta name="description" content="[^"]*"\s*\/?>/,
          () => `<meta name="description" content="${escapeHtml(description)}" />`,
        )
        .replace(
          '</head>',
          () =>
            `${css.map((f) => `  <link rel="stylesheet" crossorigin href="/${f}">\n`).join('')}${alternates}${noTranslate}  </head>`,
        )
        .replace('<div id="root"></div>', () => `<div id="root" inert>${html}</div>`);
      if (
        !page.includes(`<div id="root" inert>${html}</div>`) ||
        !page.includes(`<title>${escapeHtml(title)}</title>`) ||
        !page.includes(`<html lang="${lang}">`)
      ) {
        throw new Error(
          `prerender ${path}: web/dist/index.html does not have the expected <html lang="en">, <title> and <div id="root"></div>`,
        );
      }
      mkdirSync(join(dist, 'prerendered', ...(lang === 'en' ? [] : [lang])), { recursive: true });
      writeFileSync(join(dist, 'prerendered', ...(lang === 'en' ? [] : [lang]), `${name}.html`), page);
    }
    // Written again, last: a running server reloads web/dist when index.html changes, and now
    // the prerendered pages are there too.
    writeFileSync(join(dist, 'index.html'), template);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    // The manifest is a build input only; it is not a file to serve.
    rmSync(join(dist, '.vite'), { recursive: true, force: true });
  }
}
