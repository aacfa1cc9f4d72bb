import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { pagesOf } from '../shared/publicPages';
import { PHONE, newPage, useSiteAndBrowser } from './harness';

/**
 * What a phone downloads for the home page and the contact page, measured in the browser (every script and stylesheet
 * it fetched, gzipped at level 9), and proof that no public page loads the dashboard's code.
 */
const suite = useSiteAndBrowser();

async function loaded(path: string) {
  const { context, page } = await newPage(suite.browser, { viewport: PHONE });
  const files: { url: string; type: string; gz: number }[] = [];
  const reading: Promise<void>[] = [];
  const onResponse = (res: Response) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    reading.push(
      res.body().then((body) => void files.push({ url: res.url(), type, gz: gzipSync(body, { level: 9 }).length })),
    );
  };
  page.on('response', onResponse);
  await page.goto(suite.site.url + path, { waitUntil: 'networkidle' });
  // The app's scripts start after the first paint (scripts/prerender.mjs); on a busy machine the
  // network can idle before they do, and the page would be measured as its boot script alone.
  // Measured once the app has hydrated (#root no longer inert): every module the page's first
  // render needs has arrived by then.
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), null, { timeout: 20_000 });
  // What loaded by network idle is measured; a body read started after the wait below would fail
  // when the page closes (an unhandled rejection that failed the suite on a busy machine).
  page.off('response', onResponse);
  // Every body read before the page closes (on a busy machine some are still being read here).
  await Promise.all(reading);
  await context.close();
  const kb = (type: string) => files.filter((f) => f.type === type).reduce((n, f) => n + f.gz, 0) / 1024;
  return { files, js: kb('script'), css: kb('stylesheet') };
}

// The home page's budget is 120 KB in both languages (docs/decisions.md, issue 33; README "The
// public site in Spanish" has the figures).
it('the home page loads under 120 KB of gzipped JavaScript and 50 KB of CSS', async () => {
  const home = await loaded('/');
  console.log(
    `home: JS ${home.js.toFixed(1)} KB gz in ${home.files.filter((f) => f.type === 'script').length} files; CSS ${home.css.toFixed(1)} KB gz`,
  );
  // What it loads and why: docs/build-notes.md#what-the-home-page-loads.
  expect(home.files.some((f) => /\/assets\/home-[^/]+\.js$/.test(f.url))).toBe(true);
  expect(home.js).toBeLessThan(120);
  // Blueprint's stylesheet is ~47 KB gzipped whole; without its unused dark theme (web/vitePlugins.ts) it fits.
  expect(home.css).toBeLessThan(50);
});

it('the Spanish home page loads under 120 KB of gzipped JavaScript too (its own catalog, not the English one)', async () => {
  const home = await loaded('/es/');
  console.log(`/es/: JS ${home.js.toFixed(1)} KB gz`);
  expect(home.files.some((f) => /\/assets\/catalog\.es-[^/]+\.js$/.test(f.url))).toBe(true);
  expect(home.files.some((f) => /\/assets\/catalog\.en-[^/]+\.js$/.test(f.url))).toBe(false);
  expect(home.js).toBeLessThan(120);
});

it('the contact page loads under 120 KB of gzipped JavaScript too (no Blueprint fields, zod on first use)', async () => {
  const contact = await loaded('/contact');
  console.log(`contact: JS ${contact.js.toFixed(1)} KB gz`);
  expect(contact.files.some((f) => /\/assets\/contact-[^/]+\.js$/.test(f.url))).toBe(true);
  expect(contact.js).toBeLessThan(120);
});

it('no public page downloads the dashboard', async () => {
  const paths = [
    '/',
    '/schedule',
    '/photos',
    '/training',
    '/about',
    '/contact',
    '/announcements',
    '/missing',
    '/es/about',
  ];
  // Three pages at a time, each in a context of its own: most of a load here is the network going quiet.
  for (let i = 0; i < paths.length; i += 3) {
    const batch = paths.slice(i, i + 3);
    const pages = await Promise.all(batch.map(loaded));
    pages.forEach(({ files, js }, j) => {
      console.log(`${batch[j]}: JS ${js.toFixed(1)} KB gz`);
      expect(files.length).toBeGreaterThan(0);
      expect(
        files.map((f) => f.url).filter((u) => /admin|dashboard/i.test(u)),
        batch[j],
      ).toEqual([]);
    });
  }
});

it('the home page and the schedule place their events without making an Intl date formatter', async () => {
  // The server writes the timezone's offsets into the page (shared/tzOffsets.ts); a phone's first
  // Intl.DateTimeFormat with a timezone costs 80 to 100 ms of throttled CPU in one piece.
  for (const path of ['/', '/schedule']) {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await page.addInitScript(() => {
      const w = window as unknown as { zonedFormatters: number };
      w.zonedFormatters = 0;
      const count = (args: unknown[]) => {
        if ((args[1] as { timeZone?: string } | undefined)?.timeZone) w.zonedFormatters++;
      };
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct: (target, args) => (count(args), Reflect.construct(target, args)),
        apply: (target, self, args) => (count(args), Reflect.apply(target, self, args)),
      });
    });
    await page.goto(suite.site.url + path);
    await page.locator('.cal-event__time').first().waitFor();
    expect(await page.locator('.cal-event__time').first().textContent()).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(await page.evaluate(() => (window as unknown as { zonedFormatters: number }).zonedFormatters), path).toBe(0);
    await context.close();
  }
});

it('/announcements draws its list without setting up an Intl number format or collator', async () => {
  // Each costs a phone 30 to 40 ms of throttled CPU the first time, inside the list's drawing: the
  // count's plural (Lingui formats its number) and the filter's categories sorted by label were
  // /announcements' Total Blocking Time (Lighthouse mobile 98).
  for (const path of ['/announcements', '/es/announcements']) {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await page.addInitScript(() => {
      const w = window as unknown as { intlMade: string[] };
      w.intlMade = [];
      for (const name of ['NumberFormat', 'Collator'] as const) {
        const note = () => w.intlMade.push(name);
        Intl[name] = new Proxy(Intl[name], {
          construct: (target, args) => (note(), Reflect.construct(target, args)),
          apply: (target, self, args) => (note(), Reflect.apply(target, self, args)),
        }) as never;
      }
      const compare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof compare>) {
        w.intlMade.push('localeCompare');
        return compare.apply(this, args);
      };
    });
    await page.goto(suite.site.url + path);
    await page.locator('.announcement-list .announcement-card').first().waitFor();
    await expect.poll(() => page.locator('.announcement-list [role="status"]').textContent()).toMatch(/\d/);
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), path).toEqual([]);
    await context.close();
  }
});

it("the site's icon is a small PNG: an SVG icon is drawn as a document of its own on the page's main thread", async () => {
  // Measured on /schedule: 19 to 57 ms for favicon.svg, 3 to 8 for the PNG (docs/build-notes.md#the-sites-icon).
  const { context, page } = await newPage(suite.browser, { viewport: PHONE });
  const images: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image' || /image\//.test(res.headers()['content-type'] ?? ''))
      images.push(`${res.headers()['content-type']} ${new URL(res.url()).pathname}`);
  });
  const icon = page.waitForResponse((res) => new URL(res.url()).pathname === '/favicon.png');
  await page.goto(suite.site.url + '/schedule');
  const res = await icon;
  expect(res.headers()['content-type']).toBe('image/png');
  expect((await res.body()).length).toBeLessThan(4096);
  expect(await page.locator('link[rel="icon"]').getAttribute('type')).toBe('image/png');
  expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');
  await page.locator('.cal-event__time').first().waitFor();
  expect(images.filter((i) => i.startsWith('image/svg'))).toEqual([]);
  await context.close();
});

it('the loading skeletons stand still at first, shimmer on a slow load, and never for a visitor who asks for reduced motion', async () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await page.emulateMedia({ reducedMotion });
    await page.route(/\/api\/(announcements|events)/, () => {}); // the lists never arrive: skeletons stay
    await page.goto(suite.site.url + '/announcements');
    await page.locator('.skeleton').first().waitFor();
    // Each shimmer's delay (no repaints meanwhile) and whether it has begun to move.
    const shimmers = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => (a.effect as KeyframeEffect).target?.classList.contains('skeleton'))
          .map((a) => {
            const delay = Number(a.effect!.getTiming().delay ?? 0);
            return { delay, moving: Number(a.currentTime) >= delay };
          }),
      );
    if (reducedMotion === 'reduce') expect(await shimmers()).toEqual([]);
    else {
      const first = await shimmers();
      expect(first.length).toBeGreaterThan(0);
      expect(first.every((x) => x.delay >= 1000)).toBe(true);
      await expect.poll(async () => (await shimmers()).every((x) => x.moving), { timeout: 10_000 }).toBe(true);
    }
    await context.close();
  }
});

it('once a public page has loaded, no animation runs on without end', async () => {
  // A shimmer on the home page's instructors (they load only when scrolled near) had Chromium
  // draw ~50 frames a second off screen for as long as the page stayed open: a phone's battery,
  // and the CPU the page's start-up shares (Lighthouse's Total Blocking Time).
  const { context, page } = await newPage(suite.browser, { viewport: PHONE });
  for (const path of [...pagesOf('offline', 'online'), '/es/']) {
    await page.goto(suite.site.url + path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), null, {
      timeout: 20_000,
    });
    const endless = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations === Infinity && a.playState !== 'finished')
          .map((a) => `${(a as CSSAnimation).animationName} on .${(a.effect as KeyframeEffect).target?.className}`),
      );
    // Skeletons shimmer while their list is still on its way, so the list is given time to arrive.
    await expect.poll(endless, { timeout: 10_000, message: path }).toEqual([]);
  }
  await context.close();
});

it("the app's scripts are requested once the first paint is on the screen, not while it is being drawn", async () => {
  for (const path of ['/', '/announcements']) {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await page.goto(suite.site.url + path);
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), null, {
      timeout: 20_000,
    });
    const { paint, entry } = await page.evaluate(() => {
      const src = document.querySelector<HTMLScriptElement>('script[data-entry]')!.dataset.entry!;
      const script = performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname === src);
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        entry: script?.startTime,
      };
    });
    expect(paint).toBeGreaterThan(0);
    expect(entry).toBeGreaterThanOrEqual(paint!);
    await context.close();
  }
});

it('the web app manifest is linked seconds after the page has hydrated, not by its HTML', async () => {
  // Linked by the HTML, desktop Chromium redrew its own window (its install offer) while the page
  // started: ~0.5 s of CPU beside the page's start-up on two cores, and Lighthouse's Total Blocking
  // Time on the home page had a median of 126 ms against 22 without a manifest. Linked a second
  // after hydration, the install icon's download and decoding still fell in a phone's start-up
  // (docs/build-notes.md#what-the-browser-draws-beside-the-page).
  const { context, page } = await newPage(suite.browser, { viewport: PHONE });
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root && !root.hasAttribute('inert')) seen.hydrated ??= performance.now();
      if (document.querySelector('link[rel="manifest"]')) seen.manifest ??= performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const res = await page.goto(suite.site.url + '/');
  expect(await res!.text()).not.toContain('rel="manifest"');
  const seen = () => page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
  await expect
    .poll(async () => Object.keys(await seen()).sort(), { timeout: 20_000 })
    .toEqual(['hydrated', 'manifest']);
  const { hydrated, manifest } = await seen();
  expect(manifest - hydrated).toBeGreaterThan(4500);
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  await context.close();
});

it("a touch screen's scrollbar stays hidden until the visitor scrolls; a mouse's is always there", async () => {
  // The overlay scrollbar flashed as the home page's lists arrived, and when the schedule scrolled
  // itself to today: ~20 frames of the compositor each time
  // (docs/build-notes.md#what-the-browser-draws-beside-the-page).
  for (const hasTouch of [true, false]) {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE, hasTouch });
    await page.goto(suite.site.url + '/');
    const scrollbar = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);
    expect(await scrollbar(), `touch: ${hasTouch}`).toBe(hasTouch ? 'none' : 'auto');
    // The page's own scroll is not the visitor's: read once its scroll event has been dispatched.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener('scroll', () => setTimeout(resolve), { once: true });
          window.scrollBy(0, 400);
        }),
    );
    expect(await scrollbar(), `touch: ${hasTouch}`).toBe(hasTouch ? 'none' : 'auto');
    await page.mouse.wheel(0, 400);
    await expect.poll(scrollbar).toBe('auto');
    await context.close();
  }
});
