import type { Browser, Page, Route } from 'playwright-core';
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
  await loginViaUi(page, site);
  if (opts.tab) await page.goto(`${site.url}/admin/dashboard?tab=${opts.tab}`);
  return { context, page };
}

export const toast = (page: Page) => page.locator('.app-toaster .bp6-toast');
/** Waits for a toast with this text, then dismisses it so the next one is unambiguous. */
export async function expectToast(page: Page, text: string | RegExp) {
  const t = toast(page).filter({ hasText: text });
  await t.waitFor();
  await t.getByRole('button').last().click().catch(() => undefined);
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

export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));

export async function expectNoAxe(page: Page, axe: (p: Page) => Promise<string[]>) {
  expect(await axe(page)).toEqual([]);
}

export async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await snap(page, name);
}
