import type { Browser, Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { zonedIso } from '@shared/dates';
import { axeViolations } from './a11y';
import { dashboardCssMatches } from './publicCss';
import { newPage, type Site } from './harness';

/** Helpers shared by the public-site e2e files (e2e/public-*.test.ts). */
export const ACADEMY_TZ = 'America/Chicago';
export const BROWSER_ZONES = ['America/Chicago', 'Asia/Tokyo'] as const;

export async function open(browser: Browser, site: Site, path: string, opts: Parameters<typeof newPage>[1] = {}) {
  const { context, page } = await newPage(browser, opts);
  await page.goto(site.url + path);
  return { context, page };
}

/** Holds a request until release() is called, so a test can look at the loading state without sleeping. */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Escape as a person presses it, once the dialog is on screen: Blueprint moves focus into an
 * overlay on the next animation frame and listens for Escape there, so a key pressed in between
 * (a busy machine's frame can be late) reaches the page behind instead.
 */
export async function closeWithEscape(page: Page, dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((d) => !!d.closest('.bp6-overlay')?.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

export const toast = (page: Page) => page.locator('.app-toaster .bp6-toast');

/**
 * No accessibility violations, and nothing drawn with Blueprint's dashboard-only rules, which a
 * public page does not load (e2e/publicCss.ts): the states checked here are the ones worth both.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  const found = await axeViolations(page);
  expect(found, `${label}: ${found.join('\n')}`).toEqual([]);
  expect(await dashboardCssMatches(page), `${label}: Blueprint rules the public pages do not load`).toEqual([]);
}

export async function createAnnouncement(
  site: Site,
  body: { title: string; content: string; date: string; location?: string | null; category?: string | null },
) {
  await site.adminToken();
  const res = await site.api<{ id: string }>('POST', '/api/announcements', body);
  expect(res.status).toBe(201);
  return res.body;
}

/** An event at a wall-clock time in the academy's timezone. */
export async function createEvent(
  site: Site,
  e: {
    title: string;
    day: string;
    hour: number;
    minute?: number;
    minutes?: number;
    category?: string | null;
    location?: string | null;
    description?: string | null;
  },
) {
  await site.adminToken();
  const startTime = zonedIso(e.day, e.hour, e.minute ?? 0, ACADEMY_TZ);
  const endTime = new Date(Date.parse(startTime) + (e.minutes ?? 60) * 60_000).toISOString();
  const res = await site.api<{ id: string }>('POST', '/api/events', {
    title: e.title,
    startTime,
    endTime,
    category: e.category ?? null,
    location: e.location ?? null,
    description: e.description ?? null,
  });
  expect(res.status).toBe(201);
  return res.body;
}
