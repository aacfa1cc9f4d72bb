import type { Browser, Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORDS, newPage, snap, type Site } from './harness';

/** Shared steps of the admin-*.test.ts files. */

/** Logs in through the form, as an administrator would (this also sets the /uploads cookie). */
export async function loginViaUi(page: Page, site: Site) {
  await page.goto(site.url + '/admin/login');
  await page.getByLabel('Password').fill(PASSWORDS.admin);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard**');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** A logged-in page at a viewport, optionally on one tab (?tab=events). */
export async function dashboard(
  browser: Browser,
  site: Site,
  opts: { tab?: string; viewport?: { width: number; height: number }; timezoneId?: string } = {},
) {
  const { context, page } = await newPage(browser, { viewport: opts.viewport, timezoneId: opts.timezoneId });
  await recordToasts(page);
  await loginViaUi(page, site);
  if (opts.tab) await page.goto(`${site.url}/admin/dashboard?tab=${opts.tab}`);
  return { context, page };
}

/**
 * Records every toast's text as it appears. A toast lives 5 s; on a loaded machine a test may
 * look later than that, so tests read this record instead of racing the toast's timeout.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { toasts: string[] };
    w.toasts = [];
    new MutationObserver((mutations) => {
      for (const m of mutations)
        for (const n of m.addedNodes) {
          if (!(n instanceof HTMLElement)) continue;
          const t = n.matches('.bp6-toast') ? n : n.querySelector('.bp6-toast');
          if (t) w.toasts.push(t.textContent ?? '');
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Closes every toast and waits until none is left. The clicks happen in one task of the page:
 * a toast whose 5 s ran out between a look and a click would leave a locator's click waiting
 * for a button that is gone.
 */
export async function closeToasts(page: Page) {
  await page.evaluate(() => {
    for (const b of document.querySelectorAll<HTMLButtonElement>('.app-toaster .bp6-toast button[aria-label="Close"]'))
      b.click();
  });
  await page.locator('.app-toaster .bp6-toast').first().waitFor({ state: 'detached' });
}

/** Waits until a toast with this text has appeared (title and message run together), and consumes it. */
export async function expectToast(page: Page, text: string | RegExp) {
  const source = typeof text === 'string' ? null : { source: text.source, flags: text.flags };
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ text, source }) => {
            const w = window as unknown as { toasts: string[] };
            const i = w.toasts.findIndex((t) =>
              source ? new RegExp(source.source, source.flags).test(t) : t.includes(text as string),
            );
            if (i >= 0) w.toasts.splice(i, 1);
            return i >= 0;
          },
          { text: typeof text === 'string' ? text : null, source },
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Holds matching requests until release(), to look at loading and pending states without
 * sleeping: the test sees the state, then lets the request through.
 */
export async function hold(page: Page, url: string | RegExp, method = 'GET') {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let seen!: () => void;
  const arrived = new Promise<void>((r) => (seen = r));
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    seen();
    await gate;
    await route.fallback();
  };
  await page.route(url, handler);
  return {
    arrived,
    async release() {
      release();
      await page.unroute(url, handler);
    },
  };
}

/**
 * Goes to another tab, then opens `tab` with its list request (`url`) held: `loading` shows until
 * the request is let through.
 */
export async function openTabSeeingLoading(page: Page, o: { from: string; tab: string; url: string; loading: string }) {
  await page.getByRole('tab', { name: o.from }).click();
  const held = await hold(page, o.url);
  await page.getByRole('tab', { name: o.tab }).click();
  await page.getByText(o.loading).waitFor();
  await held.release();
}

/**
 * Clicks `button` in `scope` with its `method` request to `url` held: the button shows `pending`
 * ('Deleting...') until the request is let through; then the toast `toast` appears.
 */
export async function clickSeeingPending(
  page: Page,
  scope: Locator,
  o: { button: string; pending: string; method: string; url: string; toast: string },
) {
  const held = await hold(page, o.url, o.method);
  await scope.getByRole('button', { name: o.button }).click();
  await held.arrived;
  await scope.getByRole('button', { name: o.pending }).waitFor();
  await held.release();
  await expectToast(page, o.toast);
}

/** The dashboard card whose heading is this title. */
export const card = (page: Page, title: string) =>
  page.locator('.admin-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

export const dialog = (page: Page, name: string | RegExp) =>
  page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

export async function expectNoAxe(page: Page, axe: (p: Page) => Promise<string[]>) {
  expect(await axe(page)).toEqual([]);
}

export async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await snap(page, name);
}
