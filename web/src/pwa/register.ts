// What the public pages show about their service worker (web/sw/sw.ts): the offline line, the
// new version's offer, the contact messages kept offline and sent later. Built apart from the app
// (scripts/serviceWorker.mjs); the pages' boot script (scripts/prerender.mjs), which registers
// the worker, loads this only when there is something to show, so a visit online carries none of
// it. Not in the dashboard nor the desktop app (neither has the boot script).
import { IDEMPOTENCY_HEADER } from '@shared/api';
import { API } from '@shared/routes';
import { offlineTextsOfDocument } from '@shared/offlineMessages';
import {
  CONTACT_KEPT_EVENT,
  CONTACT_OUTBOX_KEY,
  CONTACT_SENT_EVENT,
  type OutboxMessage,
  UPDATE_DUE_AFTER_MS,
  UPDATE_FOUND_CACHE,
} from '@shared/offline';

const PAGES_CACHE = 'pages'; // web/sw/sw.ts
// The page's language (a Spanish page is <html lang="es">): the texts and how its dates are written.
const MSG = offlineTextsOfDocument(document.documentElement.lang);

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
      when = new Date(date).toLocaleString(MSG.locale, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
  } catch {
    // Cache Storage unavailable: the line still says the site is offline.
  }
  if (!navigator.onLine) bar('offline-line', 'text-align:center').textContent = MSG.offlineLine(when || null);
}

const outbox = (): OutboxMessage[] => {
  try {
    return JSON.parse(localStorage.getItem(CONTACT_OUTBOX_KEY) ?? '[]') as OutboxMessage[];
  } catch {
    return [];
  }
};
/**
 * What became of a kept message: by the contact form's button when the form is on the page (it
 * says so itself, ContactForm.tsx), else in a line at the top of the page the visitor is on.
 */
const say = (text: string) => {
  if (document.querySelector('.contact-form')) return;
  bar('contact-outbox-status', 'text-align:center').textContent = text;
};

/**
 * Sends the contact messages written offline, each once: taken out of the outbox before it is
 * sent, under a lock (another tab waits and finds it gone), and put back only when no answer came.
 */
async function sendKept() {
  if (!navigator.onLine || !outbox().length) return;
  const run = async () => {
    for (const message of outbox()) {
      localStorage.setItem(CONTACT_OUTBOX_KEY, JSON.stringify(outbox().filter((m) => m.id !== message.id)));
      try {
        const res = await fetch(API.contact, {
          method: 'POST',
          // The key the first try sent (features/contact/api.ts): a message stored once stays once.
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_HEADER]: message.id },
          body: JSON.stringify(message.body),
        });
        // An answer other than success (e.g. a refused message) is the server's decision: not resent.
        if (res.ok) {
          say(MSG.contactSentLater);
          dispatchEvent(new Event(CONTACT_SENT_EVENT));
        }
      } catch {
        localStorage.setItem(CONTACT_OUTBOX_KEY, JSON.stringify([...outbox(), message]));
        return;
      }
    }
  };
  await (navigator.locks ? navigator.locks.request(CONTACT_OUTBOX_KEY, run) : run());
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

/** When this phone found the version now waiting (noted the first time a page sees it). */
async function foundAt(): Promise<number> {
  try {
    const cache = await caches.open(UPDATE_FOUND_CACHE);
    const noted = Number(await (await cache.match('/found-at'))?.text());
    if (noted > 0) return noted;
    const now = Date.now();
    await cache.put('/found-at', new Response(String(now)));
    return now;
  } catch {
    // Cache Storage unavailable: counted from this page's start.
    return Date.now();
  }
}

/**
 * A link followed in the page (or Back) once the waiting version is due loads its page under the
 * new version instead of drawing it with the old: the app's own navigation never reloads the page,
 * so a phone that keeps the site open would otherwise stay on the old version.
 */
function takeWhenDue(reg: ServiceWorkerRegistration, due: () => boolean, take: (href: string) => void) {
  document.addEventListener(
    'click',
    (e) => {
      const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (
        !(a instanceof HTMLAnchorElement) ||
        e.button ||
        e.metaKey ||
        e.ctrlKey ||
        e.shiftKey ||
        e.altKey ||
        (a.target && a.target !== '_self') ||
        a.hasAttribute('download') ||
        a.origin !== location.origin ||
        (a.pathname === location.pathname && a.hash) ||
        !reg.waiting ||
        !due()
      )
        return;
      // Before the router sees it (it listens on #root, below document).
      e.preventDefault();
      e.stopImmediatePropagation();
      take(a.href);
    },
    true,
  );
  addEventListener('popstate', () => reg.waiting && due() && take(location.href));
}

/**
 * Not workbox-window's Workbox (checked against 7.4): this script loads late, often while the new
 * version is still installing, and its register() tracks only a worker already waiting, not one
 * installing; and after the first update it takes for "external" it stops listening for the next
 * (a phone that keeps the site open through two deploys). What it would replace is the few lines
 * below; the rest (the day's grace, the link followed under the new version) is ours either way.
 */
async function watchUpdates() {
  const sw = navigator.serviceWorker;
  const reg = await sw.getRegistration();
  if (!reg) return;
  const hadController = !!sw.controller;
  let goTo: string | undefined;
  // The new version took over (after "Reload", or on a navigation once due): show it.
  sw.addEventListener('controllerchange', () => {
    if (!hadController) return;
    if (goTo) location.assign(goTo);
    else location.reload();
  });
  let dueAt = Infinity;
  let noted = false;
  const waiting = () => {
    if (!reg.waiting || !sw.controller) return;
    if (!noted) void foundAt().then((t) => (dueAt = t + UPDATE_DUE_AFTER_MS));
    noted = true;
    offerUpdate(reg.waiting);
  };
  const track = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => installing.state === 'installed' && waiting());
  track(reg.installing);
  // A page left open finds later versions too (the boot script asks for one every hour it is seen).
  reg.addEventListener('updatefound', () => track(reg.installing));
  waiting();
  takeWhenDue(
    reg,
    () => Date.now() >= dueAt,
    (href) => {
      goTo = href;
      reg.waiting?.postMessage({ type: 'SKIP_WAITING' });
      // The new version did not take over (it failed to activate): the link is followed anyway.
      setTimeout(() => location.assign(href), 3000);
    },
  );
}

void showConnection();
addEventListener('online', showConnection);
addEventListener('offline', showConnection);
// Loaded because the form just kept a message (the event that loaded this has passed).
if (!navigator.onLine && outbox().length) say(MSG.contactSavedOffline);
addEventListener(CONTACT_KEPT_EVENT, () => say(MSG.contactSavedOffline));
addEventListener('online', () => void sendKept());
void sendKept();
void watchUpdates();
