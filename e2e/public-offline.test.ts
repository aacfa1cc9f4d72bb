import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE } from '@shared/dates';
import { langOfPath } from '@shared/lang';
import { OFFLINE_TEXTS } from '@shared/offlineMessages';
import { CONTACT_MIN_FILL_MS } from '@shared/constants';
import { CONTACT_OUTBOX_KEY, monthsToKeep, OFFLINE_PAGES, UPDATE_DUE_AFTER_MS } from '@shared/offline';
import { PASSWORDS, PHONE, ROOT, newPage, snap, startSite, stopSite, useSiteAndBrowser } from './harness';

/**
 * Issue 32: the public site on a parent's phone with no signal. Installable (manifest, icons, no
 * installability error in Chromium), a service worker (web/sw/sw.ts) that keeps the public pages
 * and their data for offline use and nothing private, and a new deploy offered on the next visit.
 */
const suite = useSiteAndBrowser({ adminToken: true });

/** Every URL in the page's Cache Storage, by cache. */
const stored = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys())
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    return out;
  });

/** A first online visit, then waits until the worker stored the other pages and the coming months. */
async function visitOnce(context: BrowserContext, page: Page, path = '/') {
  await page.goto(suite.site.url + path);
  const wanted = [...OFFLINE_PAGES, ...monthsToKeep(new Date(), DEFAULT_TIMEZONE)];
  await expect
    .poll(
      async () => {
        const all = Object.values(await stored(page)).flat();
        return wanted.filter((u) => !all.includes(u));
      },
      { timeout: 20_000 },
    )
    .toEqual([]);
  void context;
}

const offlineLine = (page: Page) => page.getByText('You are offline.');

describe('installable', () => {
  it('the public pages link a manifest named after the academy, with 192 and 512 px icons; Chromium finds no installability error', async () => {
    const res = await fetch(suite.site.url + '/manifest.webmanifest');
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as Record<string, unknown> & { icons: { sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: 'Core Performing Arts Academy',
      short_name: 'Core',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const path of OFFLINE_PAGES) {
      const html = await (await fetch(suite.site.url + path)).text();
      // Linked by the boot script once the page has hydrated (scripts/prerender.mjs), not in the HTML.
      expect(html, path).toContain('data-manifest="/manifest.webmanifest"');
      expect(html, path).not.toContain('rel="manifest"');
    }
    expect(await (await fetch(suite.site.url + '/admin')).text()).not.toContain('rel="manifest"');
    const sw = await fetch(suite.site.url + '/sw.js');
    expect(sw.headers.get('content-type')).toContain('text/javascript');
    expect(sw.headers.get('cache-control')).toBe('no-cache');

    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await visitOnce(context, page);
    await page.locator('link[rel="manifest"]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito, which Chromium always reports as an installability error.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await context.close();
  });
});

describe('offline', () => {
  it('after one visit, the public pages open offline with a line saying so, the schedule and the urgent notice; back online, fresh data without a reload', async () => {
    const notice = await suite.site.api<{ id: string }>('POST', '/api/announcements', {
      title: 'Parade call time moved to 7:30',
      content: 'Meet at gate B.',
      date: '2026-11-24',
      urgent: true,
    });
    expect(notice.status).toBe(201);
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await visitOnce(context, page, '/about');

    await context.setOffline(true);
    for (const path of OFFLINE_PAGES) {
      await page.goto(suite.site.url + path);
      // The Spanish pages say it in Spanish (e2e/public-spanish-forms.test.ts reads it).
      await (langOfPath(path) === 'es' ? page.getByText('Está sin conexión.') : offlineLine(page)).waitFor();
      expect(await page.locator('#urgent-notice').textContent(), path).toContain('Parade call time moved to 7:30');
    }
    await page.goto(suite.site.url + '/schedule');
    await page.getByTestId('month-calendar').waitFor();
    await expect.poll(() => page.getByTestId('calendar-skeleton').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByText('Failed to fetch events').count()).toBe(0);
    expect(await offlineLine(page).textContent()).toMatch(/saved on \w+/);
    await snap(page, 'offline-schedule-390');

    for (const path of ['/photos', '/training']) {
      await page.goto(suite.site.url + path);
      await page.getByRole('heading', { name: OFFLINE_TEXTS.en.offlineNeedsConnectionTitle }).waitFor();
    }

    await page.goto(suite.site.url + '/announcements');
    await offlineLine(page).waitFor();
    const fresh = await suite.site.api('POST', '/api/announcements', {
      title: 'Bring water bottles',
      content: 'It will be hot at the stadium.',
      date: '2026-11-25',
    });
    expect(fresh.status).toBe(201);
    expect(await page.getByText('Bring water bottles').count()).toBe(0);
    await context.setOffline(false);
    await page.getByText('Bring water bottles').first().waitFor({ timeout: 15_000 });
    expect(await offlineLine(page).count()).toBe(0);
    await context.close();
  });

  it('offline, /schedule carries its stored months: drawn as the page hydrates, with no request; a newer answer from the network replaces them', async () => {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await visitOnce(context, page, '/schedule');
    // When the page took input (main.tsx lifts #root's inert in the hydration's commit): the
    // calendar's events are drawn by then.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (!root?.childNodes.length || root.inert) return;
        Object.assign(window, {
          hydratedAt: performance.now(),
          drawnAtHydration: !!document.querySelector('[data-testid="month-calendar"] li'),
        });
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['inert'] });
    });
    await context.setOffline(true);
    const res = await page.goto(suite.site.url + '/schedule');
    const block = (await res!.text()).match(/<script type="application\/json" id="stored-months">(.*?)<\/script>/);
    const months = monthsToKeep(new Date(), DEFAULT_TIMEZONE);
    const storedMonths = await page.evaluate(
      (paths) => Promise.all(paths.map(async (p) => (await (await caches.open('data')).match(p))!.json())),
      months,
    );
    expect((JSON.parse(block![1]) as { events: unknown[] }[]).map((m) => m.events)).toEqual(storedMonths);
    await page.getByTestId('month-calendar').waitFor();
    const seen = await page.evaluate(() => ({
      ...(window as unknown as { hydratedAt: number; drawnAtHydration: boolean }),
      requests: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/events?'))
        .map((e) => e.startTime),
    }));
    expect(seen.drawnAtHydration).toBe(true);
    // Only the check after the drawing asks (the worker's stored copy again, offline).
    for (const start of seen.requests) expect(start).toBeGreaterThan(seen.hydratedAt);

    // A phone that says it is online while the page cannot get through (the worker answers it from
    // its store, months and all): the network's newer months replace the stored ones.
    const [y, m] = months[0]
      .match(/month=(\d+)&year=(\d+)/)!
      .slice(1)
      .map(Number)
      .reverse();
    const day = `${y}-${String(m).padStart(2, '0')}-15`;
    const added = await suite.site.api('POST', '/api/events', {
      title: 'Stadium call time',
      location: 'Gate B',
      startTime: `${day}T18:00:00.000Z`,
      endTime: `${day}T19:00:00.000Z`,
    });
    expect(added.status).toBe(201);
    await context.route('**/schedule', (route) => route.abort());
    await context.setOffline(false);
    const again = await page.goto(suite.site.url + '/schedule');
    expect(await again!.text()).toContain('id="stored-months"');
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await page.getByText('Stadium call time').first().waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('stores nothing private: after the member pages, their data and the dashboard, Cache Storage holds public pages, data and files only', async () => {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await visitOnce(context, page);
    await context.request.post(suite.site.url + '/api/protected/login', {
      data: { page: 'photos', password: PASSWORDS.photos },
    });
    await context.request.post(suite.site.url + '/api/protected/login', {
      data: { page: 'training', password: PASSWORDS.training },
    });
    const token = await suite.site.adminToken();
    for (const path of ['/photos', '/training', '/admin', '/admin/announcements']) {
      await page.goto(suite.site.url + path);
      await page.waitForLoadState('networkidle');
    }
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.evaluate(async (token) => {
      const auth = { Authorization: `Bearer ${token}` };
      await Promise.all([
        fetch('/api/gallery?page=photos'),
        fetch('/api/gallery?page=training'),
        fetch('/api/admin/stats', { headers: auth }),
        fetch('/api/subscriptions', { headers: auth }),
        fetch('/api/contact', { headers: auth }),
        // A public path asked with Authorization is not stored either.
        fetch('/api/events?month=1&year=2020', { headers: auth }),
      ]);
    }, token);
    const all = Object.values(await stored(page)).flat();
    expect(all.length).toBeGreaterThan(10);
    const privateOnes = all.filter((u) =>
      /^\/(admin|photos|training|uploads\/|api\/(admin|gallery|contact|subscriptions|protected))|year=2020/.test(u),
    );
    expect(privateOnes).toEqual([]);
    // The bodies stored (navigator.storage.estimate() adds the storage's own overhead and padding).
    const bytes = await page.evaluate(async () => {
      let sum = 0;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const req of await cache.keys()) sum += (await (await cache.match(req))!.blob()).size;
      }
      return sum;
    });
    console.log(`stored for offline use: ${all.length} responses, ${(bytes / 1024).toFixed(0)} KB`);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
    await context.close();
  });
});

describe('the contact form offline', () => {
  it('keeps the message, says so, and sends it once when the network is back', async () => {
    const subject = 'Written in the stadium parking lot';
    const count = async () =>
      (await suite.site.api<{ subject: string }[]>('GET', '/api/contact')).body.filter((m) => m.subject === subject)
        .length;
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    // A person takes longer than the spam threshold to write: the page's clock moves on instead.
    await page.clock.install();
    await visitOnce(context, page, '/contact');
    await context.setOffline(true);
    await page.getByLabel('Name', { exact: true }).fill('Pat Doe');
    await page.getByLabel('Email', { exact: true }).fill('pat@example.com');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Is the parade still on at 7:30 tonight?');
    await page.clock.fastForward(CONTACT_MIN_FILL_MS + 2000);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(OFFLINE_TEXTS.en.contactSavedOffline).waitFor();
    expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe('');
    expect(await count()).toBe(0);

    await context.setOffline(false);
    await page.getByText(OFFLINE_TEXTS.en.contactSentLater).waitFor({ timeout: 15_000 });
    expect(await count()).toBe(1);
    // The next visits find nothing left to send.
    await page.reload();
    const other = await context.newPage();
    await other.goto(suite.site.url + '/');
    for (const p of [page, other])
      await p.waitForFunction(() => typeof navigator.serviceWorker.controller === 'object', null, { timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate((key) => localStorage.getItem(key), CONTACT_OUTBOX_KEY)).toBe('[]');
    expect(await count()).toBe(1);
    await context.close();
  });
});

describe('updates', () => {
  const dist = mkdtempSync(join(tmpdir(), 'academy-e2e-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('a new deploy is fetched on the next visit and offered: "A new version of this site is available - Reload"', async () => {
    // Timestamps kept: a .br or .gz older than its file is not that file's (api/http/precompressed.ts).
    cpSync(join(ROOT, 'web/dist'), dist, { recursive: true, preserveTimestamps: true });
    const site = await startSite({ env: { WEB_DIST: dist } });
    try {
      const { context, page } = await newPage(suite.browser, { viewport: PHONE });
      await page.goto(site.url + '/');
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await page.reload();
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
      const before = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
      expect(await page.getByText(OFFLINE_TEXTS.en.updateAvailable).count()).toBe(0);

      // The deploy: a changed worker, and index.html rewritten (the server reloads web/dist then).
      writeFileSync(join(dist, 'sw.js'), readFileSync(join(dist, 'sw.js'), 'utf8') + '\n// the next deploy\n');
      writeFileSync(join(dist, 'index.html'), readFileSync(join(dist, 'index.html')));
      await expect
        .poll(async () => (await (await fetch(site.url + '/sw.js')).text()).includes('the next deploy'))
        .toBe(true);

      await page.goto(site.url + '/schedule');
      const offer = page.getByRole('status').filter({ hasText: OFFLINE_TEXTS.en.updateAvailable });
      await offer.waitFor({ timeout: 20_000 });
      await snap(page, 'update-offer-390');
      await Promise.all([
        page.waitForEvent('load'),
        offer.getByRole('button', { name: OFFLINE_TEXTS.en.updateReload }).click(),
      ]);
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const reg = await navigator.serviceWorker.getRegistration();
            return !reg?.waiting && !!navigator.serviceWorker.controller;
          }),
        )
        .toBe(true);
      expect(await page.getByText(OFFLINE_TEXTS.en.updateAvailable).count()).toBe(0);
      expect(before).toContain('/sw.js');
      await context.close();
    } finally {
      await stopSite(site);
    }
  });

  it('a page left open finds a new deploy within the hour, offers it, and after a day takes it on the next link followed, without asking', async () => {
    const own = mkdtempSync(join(tmpdir(), 'academy-e2e-dist-'));
    cpSync(join(ROOT, 'web/dist'), own, { recursive: true });
    const site = await startSite({ env: { WEB_DIST: own } });
    try {
      const { context, page } = await newPage(suite.browser, { viewport: PHONE });
      // The page's timers and Date run on a clock the test moves on: hours and a day in a second.
      await page.clock.install();
      await page.goto(site.url + '/');
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await page.reload();
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
      // The boot script has registered the worker (and looked for a new one) on this load: what
      // comes after the deploy is found by the open page alone.
      await expect
        .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.onupdatefound), {
          timeout: 15_000,
        })
        .toBe(true);
      // The page stays this one document until the update is taken.
      await page.evaluate(() => ((window as unknown as { leftOpen: boolean }).leftOpen = true));
      const leftOpen = () => page.evaluate(() => !!(window as unknown as { leftOpen?: boolean }).leftOpen);
      const version = () => page.evaluate(async () => (await fetch('/__deploy')).text());
      const waiting = () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);

      // The deploy: a worker that answers /__deploy itself (Workbox's routes leave that path alone).
      writeFileSync(
        join(own, 'sw.js'),
        readFileSync(join(own, 'sw.js'), 'utf8') +
          "\nself.addEventListener('fetch', (e) => { if (new URL(e.request.url).pathname === '/__deploy') e.respondWith(new Response('next')); });\n",
      );
      writeFileSync(join(own, 'index.html'), readFileSync(join(own, 'index.html')));
      await expect.poll(async () => (await (await fetch(site.url + '/sw.js')).text()).includes('/__deploy')).toBe(true);

      // Each hour on screen the page asks for a new worker (its first check may be a moment away).
      await expect
        .poll(
          async () => {
            await page.clock.fastForward('01:00:00');
            return waiting();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
      await page.getByRole('status').filter({ hasText: OFFLINE_TEXTS.en.updateAvailable }).waitFor();
      expect(await leftOpen()).toBe(true);
      expect(await version()).not.toBe('next');

      // Within the day, a link is the app's own navigation: the old version, the offer still there.
      await page.locator('footer a[href="/schedule"]').click();
      await page.waitForURL('**/schedule');
      expect(await leftOpen()).toBe(true);
      expect(await waiting()).toBe(true);

      // A day later, the next link loads its page under the new version, without a question.
      await page.clock.fastForward(UPDATE_DUE_AFTER_MS);
      await page.locator('footer a[href="/about"]').click();
      await page.waitForURL('**/about');
      await expect.poll(leftOpen, { timeout: 10_000 }).toBe(false);
      await expect.poll(version, { timeout: 10_000 }).toBe('next');
      expect(await waiting()).toBe(false);
      expect(await page.getByText(OFFLINE_TEXTS.en.updateAvailable).count()).toBe(0);
      await context.close();
    } finally {
      await stopSite(site);
      rmSync(own, { recursive: true, force: true });
    }
  });
});
