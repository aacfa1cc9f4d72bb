/// <reference lib="webworker" />
// The public site's service worker (README, "The site on a parent's phone, offline"), built
// by scripts/serviceWorker.mjs with Workbox: the public pages' scripts and styles precached, the
// public pages and their data network first (online, a page shows what the server answers now),
// the stored copy when the network fails or takes longer than NETWORK_TIMEOUT_SECONDS.
// shared/offline.ts decides what may be stored; nothing else is ever touched.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { DEFAULT_TIMEZONE, isValidTimeZone } from '../../shared/dates';
import { escapeHtml } from '../../shared/html';
import { langOfPath, pathInLang } from '../../shared/lang';
import { API } from '../../shared/routes';
import { OFFLINE_TEXTS } from '../../shared/offlineMessages';
import { offlinePageNames } from '../../shared/offlinePageNames';
import { NETWORK_TIMEOUT_SECONDS, offlineKind, toKeep, UPDATE_FOUND_CACHE } from '../../shared/offline';
import { isSchedulePage, monthsToInline, type StoredMonth, withStoredMonths } from '../../shared/storedMonths';
import './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

export const PAGES_CACHE = 'pages';
export const DATA_CACHE = 'data';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// This version took over: the time its predecessor's page noted for a waiting version is done with.
self.addEventListener('activate', (e) => e.waitUntil(caches.delete(UPDATE_FOUND_CACHE)));

const kind = (request: Request, url: URL) =>
  url.origin === self.location.origin
    ? offlineKind(request.method, url.pathname, request.headers.has('Authorization'))
    : null;
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    onlyOk,
    // The stored schedule page (the network failed or was slow) carries the stored months
    // (shared/storedMonths.ts): offline, the calendar is drawn as the page hydrates, with no request
    // and no second pass. Read from the store when the page is answered, so they are the newest kept.
    {
      cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
        cachedResponse && isSchedulePage(new URL(request.url).pathname) ? withMonths(cachedResponse) : cachedResponse,
    },
  ],
});
const data = new NetworkFirst({
  cacheName: DATA_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // Months the family looked at long ago need not stay on the phone.
  plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 24, maxAgeSeconds: 60 * 24 * 3600 })],
});
registerRoute(({ request, url }) => kind(request, url) === 'page', pages);
registerRoute(({ request, url }) => kind(request, url) === 'data', data);

self.addEventListener('message', (e) => {
  // The page's "Reload" button (src/pwa/register.ts): the new version takes over only when
  // asked, so a page never runs half on the old build and half on the new one.
  if (e.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // After a visit (the pages' boot script), the other public pages and the coming months' schedule
  // are stored, through the same strategies as the routes above.
  if (e.data?.type === 'KEEP') e.waitUntil(keep(e));
});
/** Asks for a path through the strategy its route uses; undefined when it is not one to keep. */
function store(event: ExtendableEvent, path: string): Promise<Response> | undefined {
  const request = new Request(new URL(path, self.location.origin));
  const k = kind(request, new URL(request.url));
  return k === 'page' ? pages.handle({ event, request }) : k === 'data' ? data.handle({ event, request }) : undefined;
}

/** The academy's timezone, from its stored settings (the months are its months). */
async function storedTimezone(res: Response | undefined): Promise<string> {
  try {
    const { timezone } = (await res?.clone().json()) as { timezone?: unknown };
    return typeof timezone === 'string' && isValidTimeZone(timezone) ? timezone : DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

async function withMonths(page: Response): Promise<Response> {
  try {
    const cache = await caches.open(DATA_CACHE);
    const tz = await storedTimezone(await cache.match(API.site));
    const months: StoredMonth[] = [];
    for (const { path, year, month } of monthsToInline(new Date(), tz)) {
      const res = await cache.match(path);
      const events: unknown = await res?.json().catch(() => undefined);
      if (Array.isArray(events)) months.push({ year, month, events });
    }
    if (!months.length) return page;
    const headers = new Headers(page.headers);
    // The body is the decoded text, longer now.
    for (const name of ['Content-Length', 'Content-Encoding', 'ETag']) headers.delete(name);
    return new Response(withStoredMonths(await page.text(), months), {
      status: page.status,
      statusText: page.statusText,
      headers,
    });
  } catch {
    // Whatever went wrong, the stored page as it is: the schedule then asks for its months.
    return page;
  }
}

async function keep(event: ExtendableEvent) {
  // The months are the academy's (shared/offline.ts monthsToKeep): its timezone is in the site's
  // settings, stored first.
  const tz = await storedTimezone(await store(event, API.site)?.catch(() => undefined));
  await Promise.allSettled(
    toKeep(new Date(), tz)
      .filter((path) => path !== API.site)
      .map((path) => store(event, path)),
  );
}

// The member pages: straight to the network; offline, a page saying they need a connection.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && kind(request, url) === 'online-only',
  new NetworkOnly(),
);

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  // In the language of the page asked for: /es/photos says it in Spanish.
  const lang = langOfPath(new URL(request.url).pathname);
  const MSG = OFFLINE_TEXTS[lang];
  const site = await storedSiteName();
  // The site's own colours and name, and its pages that work offline: a page of the site, not the browser's.
  const links = Object.entries(offlinePageNames(lang))
    .map(
      ([path, name]) =>
        `<a href="${pathInLang(path, lang)}" style="color:#fff;margin-right:16px">${escapeHtml(name)}</a>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(MSG.offlineNeedsConnectionTitle)} | ${escapeHtml(site)}</title><link rel="icon" href="/favicon.png"></head>` +
    `<body style="font-family:system-ui,sans-serif;margin:0;line-height:1.5;color:#1c2127">` +
    `<header style="background:#b4232a;color:#fff;padding:12px 20px"><a href="${lang === 'es' ? '/es/' : '/'}" style="color:#fff;font-weight:800;font-size:18px;text-decoration:none">${escapeHtml(site)}</a>` +
    `<nav style="margin-top:8px;font-size:15px">${links}</nav></header>` +
    `<main style="margin:2rem 20px;max-width:40rem"><h1>${escapeHtml(MSG.offlineNeedsConnectionTitle)}</h1>` +
    `<p>${escapeHtml(MSG.offlineNeedsConnection)}</p><p><a href="${MSG.schedulePath}" style="color:#b4232a">${escapeHtml(MSG.offlineSeeSchedule)}</a></p></main></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
});

/** The academy's name from its stored settings, else the default one. */
async function storedSiteName(): Promise<string> {
  try {
    const res = await (await caches.open(DATA_CACHE)).match(API.site);
    const { siteName } = (await res?.json()) as { siteName?: unknown };
    return typeof siteName === 'string' && siteName.trim() ? siteName : 'Core Performing Arts Academy';
  } catch {
    return 'Core Performing Arts Academy';
  }
}
