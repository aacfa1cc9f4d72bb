import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage, PHONE, useSiteAndBrowser } from './harness';
import { holdRequests } from './public-helpers';

/**
 * Moving between the public pages inside the app (web/src/app/routes.tsx, pageRegistry.ts): the
 * progress bar while the next page's code loads, where each page is scrolled to, and what a page
 * whose code fails to load shows.
 */
const suite = useSiteAndBrowser();

/** The home page (or another), hydrated, with no service worker to serve the next page's code from its cache. */
async function home(path = '/', viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(suite.browser, { viewport });
  await context.route('**/sw.js', (route) => route.abort());
  await page.goto(suite.site.url + path);
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  return { context, page };
}

const aboutLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });

it('while the next page loads, the progress bar runs over the page the visitor is on', async () => {
  const { context, page } = await home();
  const release = await holdRequests(page, /\/assets\/about-[^/]+\.js$/);
  await aboutLink(page).click();
  await page.locator('.nav-progress.is-active').waitFor({ state: 'attached' });
  expect(await page.getByRole('heading', { level: 1, name: 'At the core of performance' }).isVisible()).toBe(true);
  release();
  await page.getByRole('heading', { level: 1, name: /About/ }).waitFor();
  await page.locator('.nav-progress:not(.is-active)').waitFor({ state: 'attached' });
  await context.close();
});

it('a new page starts at the top; back, and a reload, return to where the visitor was', async () => {
  const { context, page } = await home();
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY === 700);
  // Clicked in the page: the header is above the scrolled view.
  await aboutLink(page).evaluate((a: HTMLElement) => a.click());
  await page.getByRole('heading', { level: 1, name: /About/ }).waitFor();
  // At once, as a page load would: the site scrolls smoothly otherwise (theme.css scroll-behavior).
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'At the core of performance' }).waitFor();
  expect(await page.evaluate(() => window.scrollY)).toBe(700);
  // Positions are kept in memory while the visitor scrolls and stored as the page is left.
  await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
  await page.waitForFunction(() => window.scrollY === 500);
  await page.reload();
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
  await page.waitForFunction(() => window.scrollY === 500);
  await context.close();
});

it('a link to a part of another page lands on it at once, below the header, and stays as the page fills; within the page, it scrolls there', async () => {
  for (const viewport of [undefined, PHONE]) {
    const { context, page } = await home('/about', viewport);
    const drumline = page.locator('footer').getByRole('link', { name: 'Drumline' });
    const offset = () =>
      page.evaluate(
        () =>
          document.getElementById('programs')!.getBoundingClientRect().top -
          document.querySelector('header.site-header')!.getBoundingClientRect().bottom,
      );
    const release = await holdRequests(page, '**/api/**');
    await drumline.click();
    await page.getByRole('heading', { level: 1, name: 'At the core of performance' }).waitFor();
    // Right as the page appears: at the section, just below the sticky header, not on the way
    // there from the footer's offset (the site scrolls smoothly otherwise).
    expect(Math.abs(await offset())).toBeLessThanOrEqual(1);
    // The announcements and the week arrive above it and push it down; it is kept in place.
    release();
    await page.locator('.announcement-card').first().waitFor();
    await page.getByTestId('week-calendar').waitFor();
    await expect.poll(async () => Math.abs(await offset())).toBeLessThanOrEqual(1);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY === 0);
    await drumline.click();
    await expect.poll(async () => Math.abs(await offset())).toBeLessThanOrEqual(1);
    await context.close();
  }
});

it('a page whose code fails to load (a deploy replaced it) says so; another page still works', async () => {
  const { context, page } = await home();
  await page.route(/\/assets\/about-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await aboutLink(page).click();
  await page.getByText('Something went wrong').waitFor();
  expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(1);
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'At the core of performance' }).waitFor();
  await context.close();
});

it('a phone that calls itself online but reaches nothing: the next page needs a connection', async () => {
  const { context, page } = await home();
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await aboutLink(page).click();
  await page.getByRole('heading', { name: 'This page needs a connection' }).waitFor();
  expect(await page.getByText('Something went wrong').count()).toBe(0);
  // The connection back, the page comes on the next visit, without a reload.
  await context.unroute('**/*');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { level: 1, name: 'At the core of performance' }).waitFor();
  await aboutLink(page).click();
  await page.getByRole('heading', { level: 1, name: /About/ }).waitFor();
  await context.close();
});
