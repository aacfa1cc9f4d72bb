import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '../shared/schemas';
import { useSiteAndBrowser } from './harness';
import { card, dashboard, expectToast } from './admin-support';

/**
 * The inbox: the count of new messages on the tab and in the title, opening marks read, Reply
 * marks replied (with the original quoted in the mail link), search, the status filter, bulk
 * archive, and 'Not emailed yet' for a message whose email failed (SMTP set to a closed port).
 */
const suite = useSiteAndBrowser({
  site: {
    seed: 'none',
    env: { SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'office@academy.test', NOTIFY_RETRY_MS: '600000' },
  },
  adminToken: true,
});
let page: Page;
const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const wait = { timeout: 10_000 };

async function messages() {
  return (await suite.site.api<ContactMessage[]>('GET', '/api/contact')).body;
}
const statusOf = async (subject: string) => (await messages()).find((m) => m.subject === subject)?.status;
const newTab = () => page.getByRole('tab', { name: /Contact Messages/ });
/** The number shown on the tab ('' when none is shown); the words after it are for screen readers only. */
const tabCount = async () =>
  (await newTab().locator('.admin-new-count').count())
    ? ((await newTab().locator('.admin-new-count').textContent()) ?? '').replace(/ new$/, '')
    : '';

beforeAll(async () => {
  // One message as a visitor sends it (new, emailed: fails, the SMTP port is closed)...
  const res = await fetch(`${suite.site.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Val Visitor',
      email: 'val@example.com',
      subject: 'Parking at the gym',
      message: 'Is there parking near the gym on Saturdays?\nThanks!',
    }),
  });
  expect(res.status).toBe(201);
  // ...and the others as an import would store them, with their status.
  const add = (subject: string, name: string, status: string, hours: number) =>
    suite.site.api('POST', '/api/contact', {
      name,
      email: `${name.split(' ')[0].toLowerCase()}@example.com`,
      subject,
      message: `A question about ${subject.toLowerCase()}, please.`,
      createdAt: ago(hours * HOUR),
      status,
    });
  await add('Recital tickets', 'Rae Parent', 'new', 1);
  await add('Drum sizes', 'Sam Lee', 'new', 2);
  await add('Old question', 'Olu Old', 'read', 30);
  await add('Archived thanks', 'Ari Done', 'archived', 50);
  await vi.waitFor(async () => expect((await messages()).find((m) => m.notify)?.notify?.state).toBe('failed'), wait);
  ({ page } = await dashboard(suite.browser, suite.site));
  // Reply goes through platform.openExternal, i.e. window.open on the web: record it instead.
  await page.addInitScript(() => {
    window.open = (...args: unknown[]) => {
      (window as unknown as { opened: unknown[] }).opened = args;
      return null;
    };
  });
  await page.reload();
});

describe('inbox', () => {
  it('shows the number of new messages on the tab and in the page title', async () => {
    await expect.poll(tabCount, wait).toBe('3');
    await expect.poll(() => page.title(), wait).toMatch(/^\(3\) Admin Dashboard/);
    // A screen reader hears "Contact Messages 3 new", not a bare "3"; the eye sees the number.
    await page.getByRole('tab', { name: 'Contact Messages 3 new', exact: true }).waitFor(wait);
    const words = newTab().locator('.admin-new-count .visually-hidden');
    expect(await words.textContent()).toBe(' new');
    expect((await words.boundingBox())!.width).toBeLessThanOrEqual(1);
  });

  it('lists open messages with their status; the failed email shows "Not emailed yet"', async () => {
    await newTab().click();
    await card(page, 'Parking at the gym').waitFor();
    expect(await page.locator('.admin-card h3').allTextContents()).toEqual([
      'Parking at the gym',
      'Recital tickets',
      'Drum sizes',
      'Old question',
    ]);
    expect(await card(page, 'Parking at the gym').textContent()).toContain('Not emailed yet');
    expect(await card(page, 'Recital tickets').textContent()).not.toContain('Not emailed yet');
    expect(await card(page, 'Old question').locator('.admin-message-status').textContent()).toBe('Read');
    expect(await card(page, 'Drum sizes').locator('.admin-message-status').textContent()).toBe('New');
  });

  it('opening a message marks it read; the count follows', async () => {
    await card(page, 'Recital tickets').getByRole('button', { name: 'View message from Rae Parent' }).click();
    const view = page.getByRole('dialog', { name: 'Recital tickets' });
    await view.waitFor();
    await expect.poll(() => statusOf('Recital tickets'), wait).toBe('read');
    await expect.poll(tabCount, wait).toBe('2');
    await expect.poll(() => page.title(), wait).toMatch(/^\(2\) Admin Dashboard/);
    await view.getByRole('button', { name: 'Close' }).first().click();
    await view.waitFor({ state: 'detached' });
  });

  it('Reply opens the mail client with Re: subject and the original quoted, and marks it replied', async () => {
    await card(page, 'Parking at the gym').getByRole('button', { name: 'Reply to Val Visitor' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    const link = new URL(opened[0]);
    expect(link.protocol).toBe('mailto:');
    expect(link.pathname).toBe('val@example.com');
    expect(link.searchParams.get('subject')).toBe('Re: Parking at the gym');
    expect(link.searchParams.get('body')).toMatch(
      /Val Visitor <val@example\.com> wrote:\r\n> Is there parking near the gym on Saturdays\?\r\n> Thanks!$/,
    );
    await expect.poll(() => statusOf('Parking at the gym'), wait).toBe('replied');
    await expect
      .poll(() => card(page, 'Parking at the gym').locator('.admin-message-status').textContent(), wait)
      .toBe('Replied');
    await expect.poll(tabCount, wait).toBe('1');
  });

  it('search narrows the list as you type', async () => {
    const search = page.getByRole('searchbox', { name: 'Search messages' });
    await search.fill('sam@');
    await expect.poll(() => page.locator('.admin-card h3').allTextContents(), wait).toEqual(['Drum sizes']);
    await search.fill('nothing like this');
    await page.getByText('No messages match.').waitFor();
    await search.fill('');
    await expect.poll(() => page.locator('.admin-card h3').count(), wait).toBe(4);
  });

  it('filters by status', async () => {
    const show = page.getByRole('combobox', { name: 'Show' });
    await show.selectOption('archived');
    await expect.poll(() => page.locator('.admin-card h3').allTextContents(), wait).toEqual(['Archived thanks']);
    await show.selectOption('new');
    await expect.poll(() => page.locator('.admin-card h3').allTextContents(), wait).toEqual(['Drum sizes']);
    await show.selectOption('open');
    await expect.poll(() => page.locator('.admin-card h3').count(), wait).toBe(4);
  });

  it('archives several selected messages at once', async () => {
    // A person clicks the box drawn over the input (Blueprint's indicator), i.e. its label.
    const tick = (name: string) => page.getByRole('checkbox', { name }).locator('xpath=..').click();
    await tick('Select message from Sam Lee: Drum sizes');
    await tick('Select message from Olu Old: Old question');
    await page.getByRole('button', { name: 'Archive selected (2)' }).click();
    await expectToast(page, '2 messages archived');
    await expect
      .poll(() => page.locator('.admin-card h3').allTextContents(), wait)
      .toEqual(['Parking at the gym', 'Recital tickets']);
    expect(await statusOf('Drum sizes')).toBe('archived');
    expect(await statusOf('Old question')).toBe('archived');
    await expect.poll(tabCount, wait).toBe('');
    expect(await newTab().textContent()).toBe('Contact Messages');
    await expect.poll(() => page.title(), wait).toMatch(/^Admin Dashboard/);
    expect(await page.getByRole('button', { name: 'Archive selected' }).isDisabled()).toBe(true);
  });
});
