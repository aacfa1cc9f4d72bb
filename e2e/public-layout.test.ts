import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, newPage, snap, useSiteAndBrowser } from './harness';
import { expectNoAxeViolations, open } from './public-helpers';
import { dashboardCssMatches } from './publicCss';

/** Layout, navigation, page titles and descriptions, 404, and axe on every public page. */
const suite = useSiteAndBrowser();

const PAGES = [
  { path: '/', title: 'Core Performing Arts Academy', h1: 'At the core of performance' },
  { path: '/schedule', title: 'Schedule | Core Performing Arts Academy', h1: 'Schedule' },
  { path: '/photos', title: 'Photos | Core Performing Arts Academy', h1: 'Photos' },
  { path: '/training', title: 'Training Videos | Core Performing Arts Academy', h1: 'Training Videos' },
  { path: '/about', title: 'About Us | Core Performing Arts Academy', h1: 'About Core Performing Arts Academy' },
  { path: '/contact', title: 'Contact Us | Core Performing Arts Academy', h1: 'Contact Us' },
  { path: '/announcements', title: 'Announcements | Core Performing Arts Academy', h1: 'Announcements' },
  { path: '/no/such/page', title: 'Page not found | Core Performing Arts Academy', h1: '404 Page Not Found' },
];
const NAV = ['Home', 'Schedule', 'Photos', 'Training', 'About Us', 'Contact'];

/** Each page's description, as the per-page tests read them. */
const descriptions = new Map<string, string>();

/**
 * One tab for a width's per-page checks, each loading its page there (read-only checks: the
 * service worker installed by the first page serves the others, as on a visitor's second page).
 */
function sharedTab(viewport?: { width: number; height: number }) {
  let tab: Awaited<ReturnType<typeof newPage>> | undefined;
  beforeAll(async () => {
    tab = await newPage(suite.browser, { viewport });
  });
  afterAll(() => tab?.context.close());
  return async (path: string) => {
    await tab!.page.goto(suite.site.url + path);
    return tab!.page;
  };
}

describe('every public page', () => {
  const load = sharedTab();
  for (const p of PAGES) {
    it(`${p.path}: header, footer, h1, its own title and description, no axe violations`, async () => {
      const page = await load(p.path);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(p.h1);
      await expect.poll(() => page.title()).toBe(p.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description!.length).toBeGreaterThan(30);
      descriptions.set(p.path, description!);
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link').allTextContents()).toEqual(NAV);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('navigation', { name: 'Footer' }).getByRole('link').allTextContents()).toEqual(NAV);
      expect(await footer.textContent()).toMatch(/Drumline.*Color Guard/);
      // The academy has no social accounts yet: no icon that goes nowhere (issue 41).
      expect(await footer.getByRole('link', { name: /Facebook|Instagram|YouTube/ }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, p.path);
      await snap(page, `desktop${p.path.replace(/\//g, '-') || '-home'}`);
    });
  }

  it('descriptions differ from page to page', () => {
    const pages = PAGES.slice(0, 7).map((p) => p.path);
    expect([...descriptions.keys()]).toEqual(expect.arrayContaining(pages));
    expect(new Set(pages.map((p) => descriptions.get(p))).size).toBe(7);
  });
});

it('the 404 page says what the spec says, and /admin paths have no site header or footer', async () => {
  const { context, page } = await open(suite.browser, suite.site, '/definitely-missing');
  await page.getByText('Did you forget to add the page to the router?').waitFor();
  await page.goto(suite.site.url + '/admin/login');
  await page.locator('h1, h2').first().waitFor();
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  expect(await page.locator('.site-footer').count()).toBe(0);
  await context.close();
});

it("the public pages load Blueprint's public half only, the dashboard the rest too, and the check sees what would need it", async () => {
  // Computed style of a dashboard-only Blueprint class (a menu item is a flex row).
  const menuItemDisplay = (page: Page) =>
    page.evaluate(() => {
      const el = document.createElement('a');
      el.className = 'bp6-menu-item';
      document.body.append(el);
      const display = getComputedStyle(el).display;
      el.remove();
      return display;
    });
  const { context, page } = await open(suite.browser, suite.site, '/');
  await page.waitForLoadState('networkidle');
  expect(await dashboardCssMatches(page)).toEqual([]);
  expect(await menuItemDisplay(page)).toBe('inline');
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<span class="bp6-tag bp6-large">x</span>'));
  expect(await dashboardCssMatches(page)).toEqual(expect.arrayContaining(['.bp6-tag', '.bp6-tag.bp6-large']));
  await page.goto(suite.site.url + '/admin/login');
  await page.getByLabel('Password').waitFor();
  await expect.poll(() => menuItemDisplay(page)).toBe('flex');
  await context.close();
});

it('header links navigate without a full reload and mark the current page', async () => {
  const { context, page } = await open(suite.browser, suite.site, '/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await page.getByRole('heading', { level: 1, name: /About/ }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await page.getByRole('link', { name: 'About Us' }).first().getAttribute('aria-current')).toBe('page');
  await context.close();
});

it('the app hydrates the prerendered page: the markup the server sent stays, inert until the app takes it over', async () => {
  for (const path of ['/', '/schedule', '/announcements', '/about', '/contact', '/photos', '/training']) {
    const { context, page } = await newPage(suite.browser, { viewport: PHONE });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { sent: Element | null; inertAtFirst: boolean };
        w.sent = document.querySelector('.site-header');
        w.inertAtFirst = document.getElementById('root')!.hasAttribute('inert');
      });
    });
    await page.goto(suite.site.url + path);
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    const seen = await page.evaluate(() => {
      const w = window as unknown as { sent: Element | null; inertAtFirst: boolean };
      return { inertAtFirst: w.inertAtFirst, sent: !!w.sent, same: w.sent === document.querySelector('.site-header') };
    });
    expect(seen, path).toEqual({ inertAtFirst: true, sent: true, same: true });
    await context.close();
  }
});

describe('at 390 px', () => {
  it('the navigation is a collapsible menu', async () => {
    const { context, page } = await open(suite.browser, suite.site, '/', { viewport: PHONE });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    const schedule = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' });
    expect(await schedule.isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await schedule.isVisible()).toBe(true);
    await schedule.click();
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    // Following a link closes the menu again.
    expect(await schedule.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  const load = sharedTab(PHONE);
  for (const p of PAGES) {
    it(`${p.path} has no axe violations and no sideways scrolling`, async () => {
      const page = await load(p.path);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(p.h1);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await expectNoAxeViolations(page, `${p.path} (phone)`);
      await snap(page, `phone${p.path.replace(/\//g, '-') || '-home'}`);
    });
  }
});
