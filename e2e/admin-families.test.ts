import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { SubscriptionAdminView } from '../shared/schemas';
import { axeViolations } from './a11y';
import { dashboard, expectToast, shoot } from './admin-support';
import { DESKTOP, PHONE, useSiteAndBrowser, type Site } from './harness';
import type { Mailbox } from './mailbox';

/**
 * The dashboard's Families tab (notices by email) and the announcement cards' "Emailed to N
 * families", against the built server sending to a real SMTP server.
 */
// Its mail server refuses bounce@: the notices to it fail.
const suite = useSiteAndBrowser({ mailbox: { refuse: /^bounce@/ }, adminToken: true });
let site: Site;
let mailbox: Mailbox;
let browser: Browser;

const FAMILIES = [
  { email: 'both@example.com', programs: ['drumline', 'colorGuard'], status: 'active' },
  { email: 'guard@example.com', programs: ['colorGuard'], status: 'active' },
  // Its mail server refuses it: the notices to it fail.
  { email: 'bounce@example.com', programs: ['colorGuard'], status: 'active' },
  { email: 'waiting@example.com', programs: ['drumline'], status: 'pending' },
  { email: 'gone@example.com', programs: ['drumline'], status: 'unsubscribed' },
];

beforeAll(async () => {
  ({ site, mailbox, browser } = suite);
  const imported = await site.api('POST', '/api/data-imports', {
    content: {
      subscriptions: FAMILIES.map((f) => ({ ...f, kinds: ['urgent', 'announcements', 'cancellations', 'digest'] })),
    },
  });
  expect(imported.status).toBe(200);
  // Two phones with push: one for the drumline, one for both programs.
  for (const [i, programs] of [['drumline'], ['drumline', 'colorGuard']].entries()) {
    const keys = {
      p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    };
    const subscription = { endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${i}`, keys };
    expect((await site.api('POST', '/api/push/subscriptions', { subscription, programs })).status).toBe(201);
  }
}, 120_000);

const families = async () => (await site.api<SubscriptionAdminView[]>('GET', '/api/subscriptions')).body;

async function expectClean(page: Page, label: string) {
  const found = await axeViolations(page);
  expect(found, `${label}: ${found.join('\n')}`).toEqual([]);
}

/** A count of the 'Subscribed families' card by its label. */
const count = (page: Page, label: string) =>
  page
    .locator('.admin-family-counts div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe('families tab', () => {
  it('at 1280 px: counts per program, the list with search and remove, the CSV', async () => {
    const { context, page } = await dashboard(browser, site, { viewport: DESKTOP, tab: 'families' });
    await page.getByRole('heading', { name: 'Families', level: 2 }).waitFor();
    await page.locator('.admin-family-card').first().waitFor();
    // Confirmed families only count toward a program.
    expect(await count(page, 'Drumline').textContent()).toBe('1');
    expect(await count(page, 'Color Guard').textContent()).toBe('3');
    expect(await count(page, 'Not confirmed yet').textContent()).toBe('1');
    expect(await count(page, 'Unsubscribed').textContent()).toBe('1');
    await expect.poll(() => count(page, 'Drumline phones').textContent()).toBe('2');
    expect(await count(page, 'Color Guard phones').textContent()).toBe('1');
    expect(await page.locator('.admin-family-card').count()).toBe(5);
    await page.getByText('No notice has been emailed yet.').waitFor();
    await expectClean(page, 'families 1280');
    await shoot(page, 'admin-families-1280');

    await page.getByRole('searchbox', { name: 'Search families' }).fill('guard@');
    await expect.poll(() => page.locator('.admin-family-card').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search families' }).fill('');
    await expect.poll(() => page.locator('.admin-family-card').count()).toBe(5);

    // The CSV, through the platform's save (a download on the web).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^families-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    for (const f of FAMILIES) expect(csv).toContain(f.email);

    // Remove, after a confirmation; nothing is emailed to the family.
    await page.getByRole('button', { name: 'Remove waiting@example.com' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this family?' });
    await dialog.waitFor();
    await expectClean(page, 'remove dialog');
    await shoot(page, 'admin-families-remove-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await families()).map((f) => f.email)).toContain('waiting@example.com');
    await page.getByRole('button', { name: 'Remove waiting@example.com' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'waiting@example.com removed');
    await expect.poll(() => page.locator('.admin-family-card').count()).toBe(4);
    expect((await families()).map((f) => f.email)).not.toContain('waiting@example.com');
    expect(await count(page, 'Not confirmed yet').textContent()).toBe('0');
    expect(mailbox.to('waiting@example.com')).toEqual([]);
    await context.close();
  });

  it("an urgent announcement: emailed to the confirmed families, 'Emailed to 2 families' and the failure on its card and in the recent notices", async () => {
    const created = await site.api<{ id: string }>('POST', '/api/announcements', {
      title: 'Gym closed tonight',
      content: 'The gym is closed tonight because of a water leak. Classes resume on Thursday.',
      date: new Date().toISOString().slice(0, 10),
      urgent: true,
    });
    expect(created.status).toBe(201);
    await mailbox.waitFor('both@example.com');
    await mailbox.waitFor('guard@example.com');
    expect(mailbox.to('gone@example.com')).toEqual([]);

    const { context, page } = await dashboard(browser, site, { viewport: DESKTOP });
    const card = page.locator('.admin-card').filter({ hasText: 'Gym closed tonight' });
    await card.waitFor();
    // The card asks again while emails wait, so it settles at every family sent.
    await expect
      .poll(async () => (await card.locator('.admin-emailed').textContent())?.trim(), { timeout: 20_000 })
      .toBe('Emailed to 2 families1 failed');
    await expectClean(page, 'announcements with emailed counts');
    await shoot(page, 'admin-announcements-emailed-1280');

    await page.getByRole('tab', { name: 'Families' }).click();
    const notice = page.locator('.admin-notice-item').filter({ hasText: 'Gym closed tonight' }).first();
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/2 sent.*1 failed/);
    await context.close();
  });

  it('at 390 px: from the sections menu, nothing wider than the phone, no axe violations', async () => {
    const { context, page } = await dashboard(browser, site, { viewport: PHONE });
    await page.getByRole('button', { name: /Sections menu/ }).click();
    await page.locator('.admin-menu-sheet').getByRole('menuitem', { name: 'Families' }).click();
    const region = page.getByRole('region', { name: 'Families' });
    await region.waitFor();
    await region.locator('.admin-family-card').first().waitFor();
    await region.locator('.admin-notice-item').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectClean(page, 'families 390');
    await shoot(page, 'admin-families-390');
    await page.getByRole('button', { name: 'Remove guard@example.com' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this family?' }).waitFor();
    await expectClean(page, 'remove dialog 390');
    await shoot(page, 'admin-families-remove-390');
    await context.close();
  });

  it('a failed list shows the error with Try again', async () => {
    const { context, page } = await dashboard(browser, site, { viewport: DESKTOP });
    await page.route('**/api/subscriptions', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server exploded"}' }),
    );
    await page.getByRole('tab', { name: 'Families' }).click();
    await page.getByText('Could not load this list').waitFor();
    await page.unroute('**/api/subscriptions');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.admin-family-card').first().waitFor();
    await context.close();
  });
});
