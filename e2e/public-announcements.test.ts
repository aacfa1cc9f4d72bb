import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, startSite, stopSite, type Site } from './harness';
import {
  BROWSER_ZONES,
  closeWithEscape,
  createAnnouncement,
  expectNoAxeViolations,
  holdRequests,
  open,
} from './public-helpers';

/** Announcements on the home page and /announcements: every state, filters, chips, dialog, dates. */
let site: Site;
let empty: Site;
let browser: Browser;
beforeAll(async () => {
  [site, empty, browser] = await Promise.all([
    startSite({ seed: 'none' }),
    startSite({ seed: 'none' }),
    launchBrowser(),
  ]);
  await createAnnouncement(site, {
    title: 'Spring Concert',
    content: 'Our spring concert features every ensemble. Bring the family!',
    date: '2026-03-15',
    location: 'Lincoln Gym',
    category: 'performance',
  });
  await createAnnouncement(site, {
    title: 'Bake Sale',
    content: 'Cookies and brownies for the new drum fund.',
    date: '2026-01-02',
    category: 'fundraiser',
  });
  await createAnnouncement(site, {
    title: 'New Guard Class',
    content: 'A beginner color guard class starts soon.',
    date: '2026-02-28',
    category: 'classes',
  });
  await createAnnouncement(site, {
    title: 'Picture Day',
    content: 'Wear your uniform to class for team pictures.',
    date: '2025-12-31',
    category: null,
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([stopSite(site), stopSite(empty)]);
});

const cards = '.announcement-list .announcement-card';

describe('home page', () => {
  it('shows 3 skeletons while loading, then the 3 newest as cards with View All', async () => {
    const { context, page } = await open(browser, site, '/contact');
    const release = await holdRequests(page, '**/api/announcements');
    await page.goto(site.url + '/');
    await expect.poll(() => page.getByTestId('announcement-skeleton').count()).toBe(3);
    release();
    await page.getByRole('heading', { name: 'Spring Concert' }).waitFor();
    expect(await page.locator('.announcement-grid .announcement-card h3').allTextContents()).toEqual([
      'Spring Concert',
      'New Guard Class',
      'Bake Sale',
    ]);
    expect(await page.getByTestId('announcement-skeleton').count()).toBe(0);
    await page.getByRole('link', { name: /View All/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Announcements' }).waitFor();
    await context.close();
  });

  it('Read More opens the detail dialog with title, date, badge, location and content', async () => {
    const { context, page } = await open(browser, site, '/');
    await page.getByRole('button', { name: 'Read More: Spring Concert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spring Concert' });
    await dialog.waitFor();
    const text = await dialog.textContent();
    for (const part of ['March 15, 2026', 'Performance', 'Lincoln Gym', 'Our spring concert features every ensemble.'])
      expect(text).toContain(part);
    await expectNoAxeViolations(page, 'announcement dialog');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('says so when there are none, and when loading fails', async () => {
    const { context, page } = await open(browser, empty, '/');
    await page.getByText('No announcements available right now.').waitFor();
    await page.route('**/api/announcements', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.reload();
    await page.getByText('Failed to load announcements. Please try again later.').waitFor();
    await context.close();
  });
});

describe('stored dates show as stored in every browser timezone (docs/decisions.md#exact-announcement-dates)', () => {
  for (const timezoneId of [...BROWSER_ZONES, 'Pacific/Honolulu']) {
    it(timezoneId, async () => {
      const { context, page } = await open(browser, site, '/announcements', { timezoneId });
      await page.locator(cards).first().waitFor();
      const first = page.locator(cards).first();
      expect(await first.locator('time').textContent()).toBe('March 15, 2026');
      expect((await first.locator('.date-block').textContent())!.replace(/\s+/g, '')).toBe(
        '15MAR2026'.replace('MAR', 'Mar'),
      );
      expect(await page.locator(cards).last().locator('time').textContent()).toBe('December 31, 2025');
      await context.close();
    });
  }
});

describe('/announcements', () => {
  it('shows 5 skeleton cards while loading, then every announcement newest first', async () => {
    const { context, page } = await open(browser, site, '/contact');
    const release = await holdRequests(page, '**/api/announcements');
    await page.goto(site.url + '/announcements');
    await expect.poll(() => page.getByTestId('announcement-skeleton').count()).toBe(5);
    release();
    // The skeleton cards match `cards` too: wait for a title, i.e. the loaded list.
    await page.locator(`${cards} h3`).first().waitFor();
    expect(await page.locator(`${cards} h3`).allTextContents()).toEqual([
      'Spring Concert',
      'New Guard Class',
      'Bake Sale',
      'Picture Day',
    ]);
    expect(await page.locator(cards).last().locator('.badge').textContent()).toBe('General');
    expect(await page.locator(cards).first().locator('p.clamp-3').count()).toBe(1);
    await context.close();
  });

  it('filters: toggle, search, sort, category, chips, Clear All, empty state and Reset Filters', async () => {
    const { context, page } = await open(browser, site, '/announcements');
    await page.locator(cards).first().waitFor();
    const toggle = page.getByRole('button', { name: 'Show Filters' });
    await toggle.click();
    await page.getByRole('button', { name: 'Hide Filters' }).waitFor();
    // The fields' code loads when the panel first opens.
    await page.getByLabel('Category').waitFor();
    expect(await page.getByLabel('Category').locator('option').allTextContents()).toEqual([
      'All Categories',
      'Classes',
      'Fundraiser',
      'Performance',
    ]);
    expect(await page.getByLabel('Sort By').inputValue()).toBe('newest');
    await expectNoAxeViolations(page, 'filters open');

    // Search matches title or content, case-insensitively.
    await page.getByPlaceholder('Search announcements...').fill('COOKIES');
    await expect.poll(() => page.locator(`${cards} h3`).allTextContents()).toEqual(['Bake Sale']);
    await page.locator('[data-chip="search"]').getByText('Search: "COOKIES"').waitFor();

    // Chips remove one filter each.
    await page.getByRole('button', { name: 'Remove search filter' }).click();
    await expect.poll(() => page.locator(cards).count()).toBe(4);
    await page.getByLabel('Category').selectOption('classes');
    await expect.poll(() => page.locator(`${cards} h3`).allTextContents()).toEqual(['New Guard Class']);
    await page.getByLabel('Sort By').selectOption('oldest');
    await page.getByRole('button', { name: 'Remove category filter' }).click();
    await expect
      .poll(() => page.locator(`${cards} h3`).allTextContents())
      .toEqual(['Picture Day', 'Bake Sale', 'New Guard Class', 'Spring Concert']);
    expect(await page.locator('[data-chip]').evaluateAll((els) => els.map((e) => e.getAttribute('data-chip')))).toEqual(
      ['sort'],
    );
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.poll(() => page.locator(`${cards} h3`).first().textContent()).toBe('Spring Concert');
    expect(await page.locator('[data-chip]').count()).toBe(0);

    // Nothing matches: the empty state offers Reset Filters.
    await page.getByPlaceholder('Search announcements...').fill('xylophone');
    await page.getByRole('heading', { name: 'No Announcements Found' }).waitFor();
    await page.getByText("We couldn't find any announcements matching your search criteria.").waitFor();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect.poll(() => page.locator(cards).count()).toBe(4);
    expect(await page.getByPlaceholder('Search announcements...').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await toggle.waitFor();
    expect(await page.getByPlaceholder('Search announcements...').count()).toBe(0);
    await context.close();
  });

  it('Read More opens the same detail dialog', async () => {
    const { context, page } = await open(browser, site, '/announcements', { viewport: PHONE });
    await page.getByRole('button', { name: 'Read More: Bake Sale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bake Sale' });
    await dialog.getByText('January 2, 2026').waitFor();
    await dialog.getByText('Fundraiser').waitFor();
    await closeWithEscape(page, dialog);
    await context.close();
  });

  it('draws 20 cards, then 20 more per Show More; a new search starts from the top again', async () => {
    const many = await startSite({ seed: 'none' });
    try {
      await many.adminToken();
      for (let i = 1; i <= 45; i++) {
        const date = `2025-${String(Math.ceil(i / 4)).padStart(2, '0')}-${String(((i - 1) % 4) * 7 + 1).padStart(2, '0')}`;
        const res = await many.api('POST', '/api/announcements', { title: `Notice ${i}`, content: 'Details.', date });
        expect(res.status).toBe(201);
      }
      const { context, page } = await open(browser, many, '/announcements', { viewport: PHONE });
      const more = page.locator('.announcement-list__more button');
      await page
        .getByRole('status')
        .filter({ hasText: 'Showing 20 of 45 announcements' })
        .waitFor({ state: 'attached' });
      expect(await page.locator(cards).count()).toBe(20);
      expect(await page.locator(`${cards} h3`).first().textContent()).toBe('Notice 45');
      expect(await more.textContent()).toBe('Show More (25 left)');
      await more.click();
      await expect.poll(() => page.locator(cards).count()).toBe(40);
      // The keyboard goes on from the first card added.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Read More: Notice 25',
      );
      await more.click();
      await expect.poll(() => page.locator(cards).count()).toBe(45);
      expect(await more.count()).toBe(0);

      await page.getByRole('button', { name: 'Show Filters' }).click();
      await page.getByPlaceholder('Search announcements...').fill('Notice 1');
      await expect.poll(() => page.locator(cards).count()).toBe(11); // 1 and 10-19
      expect(await more.count()).toBe(0);
      await page.getByRole('button', { name: 'Clear All' }).click();
      await expect.poll(() => page.locator(cards).count()).toBe(20);
      await context.close();
    } finally {
      await stopSite(many);
    }
  });

  it('empty data: No Announcements Found without Reset Filters', async () => {
    const { context, page } = await open(browser, empty, '/announcements');
    await page.getByRole('heading', { name: 'No Announcements Found' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reset Filters' }).count()).toBe(0);
    await context.close();
  });

  it('a failed load says so and Refresh Page reloads', async () => {
    const { context, page } = await open(browser, site, '/contact');
    let fail = true;
    await page.route('**/api/announcements', (r) =>
      fail ? r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : r.continue(),
    );
    await page.goto(site.url + '/announcements');
    await page.getByText('Failed to load announcements. Please try again later.').waitFor();
    await expectNoAxeViolations(page, 'announcements error');
    fail = false;
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Refresh Page' }).click()]);
    await page.locator(cards).first().waitFor();
    await context.close();
  });
});
