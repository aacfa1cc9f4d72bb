import crypto from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API } from '@shared/routes';
import { DESKTOP, PHONE, newPage, snap, useSiteAndBrowser } from './harness';

/**
 * Issue 45 in Chromium: "Notify me on this phone" asks nothing before a tap; after it, with the
 * permission granted, the device is subscribed at the server with its programs and language, and
 * turned off again; the service worker shows a push (CDP ServiceWorker.deliverPushMessage, read
 * back with registration.getNotifications()); iOS without the home screen gets the hint.
 */
const suite = useSiteAndBrowser({ adminToken: true });
const counts = async () =>
  (await suite.site.api<{ total: number; programs: Record<string, number> }>('GET', API.pushDevices)).body;

/** Counts Notification.requestPermission() calls and the push API requests the page makes. */
async function watch(context: BrowserContext, page: Page) {
  await context.addInitScript(() => {
    const w = window as unknown as { __asked: number };
    w.__asked = 0;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (() => {
      w.__asked++;
      return original();
    }) as typeof Notification.requestPermission;
  });
  const pushRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/push/')) pushRequests.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return { asked: () => page.evaluate(() => (window as unknown as { __asked: number }).__asked), pushRequests };
}

/** Waits until the site's worker is activated (registered after load, then precaching a while). */
const workerReady = (page: Page) =>
  page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state === 'activated',
    null,
    { timeout: 30_000 },
  );

/**
 * Chromium here cannot subscribe for real: with no push service, pushManager.subscribe() rejects
 * ("AbortError: Registration failed - permission denied", even with the permission granted). So the
 * browser's pushManager is replaced by one that answers as a browser does (an FCM endpoint and a
 * real P-256 key and auth secret), to test everything of ours around it.
 */
async function browserPushManager(context: BrowserContext) {
  const ecdh = crypto.createECDH('prime256v1');
  const keys = {
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
  await context.addInitScript((k) => {
    const w = window as unknown as { __serverKey: string | null };
    w.__serverKey = null;
    let current: PushSubscription | null = null;
    const make = () =>
      ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device', keys: k }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
      w.__serverKey = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      current = make();
      return current;
    };
  }, keys);
}

describe('Notify me on this phone', () => {
  it('asks nothing on load; the tap asks for the permission; refused, the panel says how to allow it', async () => {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    const seen = await watch(context, page);
    await page.goto(suite.site.url + '/schedule');
    await workerReady(page);
    const button = page.getByRole('button', { name: 'Notify me on this phone' });
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await seen.asked()).toBe(0);
    expect(seen.pushRequests).toEqual([]);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await button.click();
    await expect
      .poll(() => page.locator('#push-panel').textContent(), { timeout: 20_000 })
      .toMatch(/blocked|could not/);
    expect(await seen.asked()).toBe(1);
    expect((await counts()).total).toBe(0);
    await context.close();
  }, 60_000);

  it('with the permission granted, the device is subscribed with the server key, its programs changed (remembered), then turned off', async () => {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await browserPushManager(context);
    const seen = await watch(context, page);
    await page.goto(suite.site.url + '/schedule');
    await workerReady(page);
    await context.grantPermissions(['notifications'], { origin: suite.site.url });
    await page.getByRole('button', { name: 'Notify me on this phone' }).click();
    const panel = page.locator('#push-panel');
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toMatch(/Notifications are on/);
    await snap(page, 'push-panel-390');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'push-panel-1280');
    await page.setViewportSize(PHONE);
    expect(seen.pushRequests).toEqual(['GET /api/push/key', 'POST /api/push/subscriptions']);
    const { publicKey } = (await suite.site.api<{ publicKey: string }>('GET', API.pushKey)).body;
    expect(await page.evaluate(() => (window as unknown as { __serverKey: string }).__serverKey)).toBe(publicKey);
    expect(await counts()).toEqual({ total: 1, programs: { drumline: 1, colorGuard: 1 } });

    await page.getByRole('checkbox', { name: 'Color Guard' }).uncheck();
    await expect.poll(counts).toEqual({ total: 1, programs: { drumline: 1, colorGuard: 0 } });
    await page.reload();
    await workerReady(page);
    await page.getByRole('button', { name: 'Notify me on this phone' }).click();
    await expect.poll(() => page.locator('#push-panel').textContent()).toMatch(/Notifications are on/);
    expect(await page.getByRole('checkbox', { name: 'Color Guard' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Drumline' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => page.locator('#push-panel').textContent()).toMatch(/Notifications are off/);
    expect(seen.pushRequests.at(-1)).toMatch(/^DELETE \/api\/push\/subscriptions\/[\w-]+$/);
    expect((await counts()).total).toBe(0);
    await context.close();
  }, 60_000);

  it('the service worker shows a push and keeps its page to open', async () => {
    const { context, page } = await newPage(suite.browser);
    await context.grantPermissions(['notifications'], { origin: suite.site.url });
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await page.goto(suite.site.url + '/announcements');
    await workerReady(page);
    await expect.poll(() => registrations.map((r) => r.scopeURL), { timeout: 10_000 }).toContain(`${suite.site.url}/`);
    const { registrationId } = registrations.findLast((r) => r.scopeURL === `${suite.site.url}/`)!;
    // The worker's own view: showNotification needs its registration active (precaching ends first).
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await expect
      .poll(
        () =>
          worker.evaluate(
            () => (self as unknown as { registration: ServiceWorkerRegistration }).registration.active?.state,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe('activated');
    const payload = {
      title: 'Cancelled: Drumline class on Monday, December 7',
      body: 'Cancelled: Monday, December 7, 6:00 PM',
      url: `${suite.site.url}/schedule`,
      tag: 'cancel:e1:2026-12-07:cancelled',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: suite.site.url,
      registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
      });
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
    // A push whose page is elsewhere opens the site's home instead.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: suite.site.url,
      registrationId,
      data: JSON.stringify({ ...payload, tag: 'other', url: 'https://evil.test/' }),
    });
    await expect
      .poll(async () => (await shown()).find((n) => n.tag === 'other')?.data)
      .toEqual({ url: `${suite.site.url}/` });
    await context.close();
  }, 60_000);

  it('on an iPhone not added to the home screen, says to add it first; in Spanish on /es/', async () => {
    const context = await suite.browser.newContext({
      viewport: PHONE,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    // Safari gives a page no PushManager until the site is opened from the home screen.
    await context.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/es/announcements');
    await page.getByRole('button', { name: 'Avisarme en este teléfono' }).click();
    await expect
      .poll(() => page.locator('#push-panel').textContent(), { timeout: 10_000 })
      .toContain('agregue este sitio a su pantalla de inicio');
    await snap(page, 'push-ios-es-390');
    await context.close();
  }, 60_000);
});
