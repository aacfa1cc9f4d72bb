// The public pages' link to their service worker (web/sw/sw.ts), built apart from the app
// (scripts/serviceWorker.mjs) and started by the pages' boot script once the page has loaded, so
// the first visit neither waits for it nor carries it in the app's bundle. Not in the dashboard
// (it never loads this), nor in the desktop app (its renderer has no boot script).
import { OFFLINE_MSG as MSG } from '@shared/messages';
import { monthsToKeep, OFFLINE_PAGES } from '@shared/offline';

const PAGES_CACHE = 'pages'; // web/sw/sw.ts

function bar(id: string, style: string): HTMLElement {
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    el.setAttribute('role', 'status');
    el.setAttribute(
      'style',
      `background:#1c2127;color:#fff;padding:8px 16px;font:14px/1.4 system-ui,sans-serif;${style}`,
    );
    document.body.prepend(el);
  }
  return el;
}

/** Offline: a line saying so and when what is shown was stored (the stored page's Date header). */
async function showConnection() {
  if (navigator.onLine) {
    document.getElementById('offline-line')?.remove();
    return;
  }
  let when = '';
  try {
    const stored = await (await caches.open(PAGES_CACHE)).match(location.pathname);
    const date = stored?.headers.get('Date');
    if (date)
      when = new Date(date).toLocaleString(undefined, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
  } catch {
    // Cache Storage unavailable: the line still says the site is offline.
  }
  if (!navigator.onLine)
    bar('offline-line', 'text-align:center').textContent = MSG.offlineLine(when ? `on ${when}` : 'earlier');
}

function offerUpdate(worker: ServiceWorker) {
  const el = bar(
    'update-offer',
    'position:fixed;left:0;right:0;bottom:0;z-index:30;display:flex;gap:12px;align-items:center;justify-content:center',
  );
  el.textContent = MSG.updateAvailable;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = MSG.updateReload;
  button.setAttribute(
    'style',
    'font:inherit;padding:6px 14px;border:0;border-radius:4px;background:#fff;color:#1c2127',
  );
  button.onclick = () => worker.postMessage({ type: 'SKIP_WAITING' });
  el.append(button);
}

async function start() {
  void showConnection();
  addEventListener('online', showConnection);
  addEventListener('offline', showConnection);
  const sw = navigator.serviceWorker;
  const hadController = !!sw.controller;
  // The new version took over (after "Reload"): show it.
  sw.addEventListener('controllerchange', () => hadController && location.reload());
  const reg = await sw.register('/sw.js', { scope: '/' });
  const waiting = () => reg.waiting && sw.controller && offerUpdate(reg.waiting);
  waiting();
  reg.addEventListener('updatefound', () => {
    const w = reg.installing;
    w?.addEventListener('statechange', () => w.state === 'installed' && waiting());
  });
  const active = (await sw.ready).active;
  // The other public pages and this month's and next month's schedule, stored for the day there is no signal.
  if (navigator.onLine)
    active?.postMessage({
      type: 'KEEP',
      urls: [...OFFLINE_PAGES, ...monthsToKeep(new Date()), '/api/announcements', '/api/site', '/api/instructors'],
    });
}

if ('serviceWorker' in navigator && !location.pathname.startsWith('/admin')) void start();
