/// <reference lib="webworker" />
// Web Push in the service worker (README, "Notices on the phone"): a push from the academy's
// server is shown as a notification (inside waitUntil: a push that shows nothing may cost the
// site its subscription on iOS), and a tap opens its page, in a window of the site if one is open.
import type { PushPayload } from '../../shared/pushPayload';

declare const self: ServiceWorkerGlobalScope;

/** The payload as the server sends it, or null for anything else (never throws). */
export function readPush(data: PushMessageData | null): PushPayload | null {
  try {
    const p = data?.json() as Partial<PushPayload> | undefined;
    if (!p || typeof p.title !== 'string' || !p.title) return null;
    return {
      title: p.title,
      body: typeof p.body === 'string' ? p.body : '',
      url: typeof p.url === 'string' ? p.url : '/',
      tag: typeof p.tag === 'string' ? p.tag : '',
    };
  } catch {
    return null;
  }
}

/** Only the site's own pages open from a notification. */
const sameOrigin = (url: string) => {
  try {
    const u = new URL(url, self.location.origin);
    return u.origin === self.location.origin ? u.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
};

self.addEventListener('push', (e) => {
  const p = readPush(e.data);
  if (!p) return;
  e.waitUntil(
    self.registration.showNotification(p.title, {
      body: p.body,
      ...(p.tag ? { tag: p.tag } : {}),
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: sameOrigin(p.url) },
    }),
  );
});

self.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const url = sameOrigin((e.notification.data as { url?: string } | null)?.url ?? '/');
  e.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const exact = windows.find((w) => w.url === url);
      if (exact) return void (await exact.focus());
      const any = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (any) {
        const moved = await any.navigate(url).catch(() => null);
        return void (await (moved ?? any).focus());
      }
      await self.clients.openWindow(url);
    })(),
  );
});
