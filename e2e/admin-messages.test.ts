import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../shared/schemas';
import { useSiteAndBrowser } from './harness';
import { card, clickSeeingPending, dashboard, dialog, hold } from './admin-support';

const suite = useSiteAndBrowser({ adminToken: true });
let page: Page;
beforeAll(async () => {
  for (const m of await messages()) await suite.site.api('DELETE', `/api/contact/${m.id}`);
  ({ page } = await dashboard(suite.browser, suite.site, { tab: 'messages' }));
  // Reply goes through platform.openExternal, i.e. window.open on the web: record it instead.
  await page.addInitScript(() => {
    window.open = (...args: unknown[]) => {
      (window as unknown as { opened: unknown[] }).opened = args;
      return null;
    };
  });
});

async function messages() {
  return (await suite.site.api<ContactMessage[]>('GET', '/api/contact')).body;
}
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const HOUR = 3600_000;

describe('contact messages tab', () => {
  it('says "No messages found." when there are none', async () => {
    await page.getByText('No messages found.').waitFor();
  });

  it('shows "Loading messages..." and then cards with relative time, sender and message', async () => {
    const long =
      'We would love to enroll our daughter in color guard. ' + 'She has been dancing for two years. '.repeat(12);
    await suite.site.api('POST', '/api/contact', {
      name: 'Pat Doe',
      email: 'pat@example.com',
      subject: 'Fall enrollment',
      message: long,
      createdAt: ago(3 * HOUR),
    });
    await suite.site.api('POST', '/api/contact', {
      name: 'Sam Lee',
      email: 'sam@example.com',
      subject: 'Drum sizes',
      message: 'Which snare size do beginners use?',
      createdAt: ago(50 * HOUR),
    });
    const held = await hold(page, '**/api/contact');
    await page.reload();
    await page.getByText('Loading messages...').waitFor();
    await held.release();
    const pat = card(page, 'Fall enrollment');
    await pat.waitFor();
    expect(await pat.textContent()).toContain('about 3 hours ago');
    expect(await pat.textContent()).toContain('From: Pat Doe <pat@example.com>');
    expect(await card(page, 'Drum sizes').textContent()).toContain('2 days ago');
    // Newest first; the long message is clamped to three lines.
    expect(await page.locator('.admin-card h3').allTextContents()).toEqual(['Fall enrollment', 'Drum sizes']);
    const clamp = await pat
      .locator('.admin-clamp-3')
      .evaluate((el) => ({ clipped: el.scrollHeight > el.clientHeight, lines: getComputedStyle(el).webkitLineClamp }));
    expect(clamp).toEqual({ clipped: true, lines: '3' });
  });

  it('views the full message with its received time', async () => {
    await card(page, 'Fall enrollment').getByRole('button', { name: 'View message from Pat Doe' }).click();
    const view = dialog(page, 'Fall enrollment');
    await view.getByText('She has been dancing for two years.', { exact: false }).first().waitFor();
    expect(await view.textContent()).toMatch(/Received\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
    expect(await view.textContent()).toContain('Pat Doe <pat@example.com>');
    await view.getByRole('button', { name: 'Close' }).first().click();
    await view.waitFor({ state: 'detached' });
  });

  it('replies with a mailto link to the sender in a new window', async () => {
    await page.reload(); // picks up the window.open recorder
    await card(page, 'Drum sizes').getByRole('button', { name: 'Reply to Sam Lee' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened);
    expect(opened[0]).toMatch(/^mailto:sam@example\.com\?subject=Re%3A%20Drum%20sizes&body=/);
    expect(new URL(opened[0] as string).searchParams.get('body')).toContain('> Which snare size do beginners use?');
    expect(opened[1]).toBe('_blank');
  });

  it('deletes after confirming it removes the message from the sender', async () => {
    await card(page, 'Drum sizes').getByRole('button', { name: 'Delete message from Sam Lee' }).click();
    const confirm = dialog(page, 'Are you sure?');
    await confirm.getByText('This will move the message from Sam Lee to the trash.').waitFor();
    await confirm.getByText('restore it from the trash in Data Management within 30 days', { exact: false }).waitFor();
    await clickSeeingPending(page, confirm, {
      button: 'Delete',
      pending: 'Deleting...',
      method: 'DELETE',
      url: '**/api/contact/*',
      toast: 'SuccessMessage deleted successfully',
    });
    await card(page, 'Drum sizes').waitFor({ state: 'detached' });
    expect((await messages()).map((m) => m.subject)).toEqual(['Fall enrollment']);
  });
});
