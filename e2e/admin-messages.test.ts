import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../shared/schemas';
import { launchBrowser, startSite, stopSite, type Site } from './harness';
import { dashboard, dialog, expectToast, hold } from './admin-support';

let site: Site;
let browser: Browser;
let page: Page;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  await site.adminToken();
  for (const m of await messages()) await site.api('DELETE', `/api/contact/${m.id}`);
  ({ page } = await dashboard(browser, site, { tab: 'messages' }));
  // Reply goes through platform.openExternal, i.e. window.open on the web: record it instead.
  await page.addInitScript(() => {
    window.open = (...args: unknown[]) => {
      (window as unknown as { opened: unknown[] }).opened = args;
      return null;
    };
  });
});
afterAll(async () => {
  await browser?.close();
  await stopSite(site);
});

const card = (subject: string) => page.locator('.admin-card').filter({ has: page.getByRole('heading', { name: subject, exact: true }) });
async function messages() {
  return (await site.api<ContactMessage[]>('GET', '/api/contact')).body;
}
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const HOUR = 3600_000;

describe('contact messages tab', () => {
  it('says "No messages found." when there are none', async () => {
    await page.getByText('No messages found.').waitFor();
  });

  it('shows "Loading messages..." and then cards with relative time, sender and message', async () => {
    const long = 'We would love to enroll our daughter in color guard. ' + 'She has been dancing for two years. '.repeat(12);
    await site.api('POST', '/api/contact', { name: 'Pat Doe', email: 'pat@example.com', subject: 'Fall enrollment', message: long, createdAt: ago(3 * HOUR) });
    await site.api('POST', '/api/contact', { name: 'Sam Lee', email: 'sam@example.com', subject: 'Drum sizes', message: 'Which snare size do beginners use?', createdAt: ago(50 * HOUR) });
    const held = await hold(page, '**/api/contact');
    await page.reload();
    await page.getByText('Loading messages...').waitFor();
    await held.release();
    const pat = card('Fall enrollment');
    await pat.waitFor();
    expect(await pat.textContent()).toContain('about 3 hours ago');
    expect(await pat.textContent()).toContain('From: Pat Doe <pat@example.com>');
    expect(await card('Drum sizes').textContent()).toContain('2 days ago');
    // Newest first; the long message is clamped to three lines.
    expect(await page.locator('.admin-card h3').allTextContents()).toEqual(['Fall enrollment', 'Drum sizes']);
    const clamp = await pat.locator('.admin-clamp-3').evaluate((el) => ({ clipped: el.scrollHeight > el.clientHeight, lines: getComputedStyle(el).webkitLineClamp }));
    expect(clamp).toEqual({ clipped: true, lines: '3' });
  });

  it('views the full message with its received time', async () => {
    await card('Fall enrollment').getByRole('button', { name: 'View message from Pat Doe' }).click();
    const view = dialog(page, 'Fall enrollment');
    await view.getByText('She has been dancing for two years.', { exact: false }).first().waitFor();
    expect(await view.textContent()).toMatch(/Received\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
    expect(await view.textContent()).toContain('Pat Doe <pat@example.com>');
    await view.getByRole('button', { name: 'Close' }).first().click();
    await view.waitFor({ state: 'detached' });
  });

  it('replies with a mailto link to the sender in a new window', async () => {
    await page.reload(); // picks up the window.open recorder
    await card('Drum sizes').getByRole('button', { name: 'Reply to Sam Lee' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened);
    expect(opened[0]).toBe('mailto:sam@example.com?subject=Re%3A%20Drum%20sizes');
    expect(opened[1]).toBe('_blank');
  });

  it('deletes after confirming it removes the message from the sender', async () => {
    await card('Drum sizes').getByRole('button', { name: 'Delete message from Sam Lee' }).click();
    const confirm = dialog(page, 'Are you sure?');
    await confirm.getByText('This will permanently delete the message from Sam Lee.', { exact: false }).waitFor();
    const del = await hold(page, '**/api/contact/*', 'DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await del.arrived;
    await confirm.getByRole('button', { name: 'Deleting...' }).waitFor();
    await del.release();
    await expectToast(page, 'SuccessMessage deleted successfully');
    await card('Drum sizes').waitFor({ state: 'detached' });
    expect((await messages()).map((m) => m.subject)).toEqual(['Fall enrollment']);
  });
});
