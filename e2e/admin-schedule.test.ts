import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '../shared/schemas';
import { card, dashboard, dialog, expectToast } from './admin-support';
import { useSiteAndBrowser } from './harness';

/**
 * Issue 16 in the dashboard: publish and expiry times picked in the academy's timezone (the
 * browser here is in Tokyo, the academy in Chicago), the status badges and filter, the Urgent
 * switch with its banner preview.
 */
const suite = useSiteAndBrowser({ adminToken: true });
let page: Page;
beforeAll(async () => {
  ({ page } = await dashboard(suite.browser, suite.site, { tab: 'announcements', timezoneId: 'Asia/Tokyo' }));
});

type Listed = Announcement & { status: string };
const list = async () => (await suite.site.api<Listed[]>('GET', '/api/announcements')).body;

/** Types a date and time into a picker as an admin would, then leaves the field. */
async function pick(form: ReturnType<typeof dialog>, label: RegExp, text: string) {
  const input = form.getByLabel(label);
  await input.fill(text);
  await input.press('Enter');
  await form.getByLabel('Title').click();
  return input;
}

describe('scheduling announcements in the dashboard', () => {
  it('sets a publish time in the academy timezone and marks the notice urgent, with a preview', async () => {
    await page.getByRole('button', { name: 'Add Announcement' }).click();
    const form = dialog(page, 'Create Announcement');
    await form.waitFor();
    await form.getByLabel('Title').fill('Enrollment opens Monday 8 AM');
    await form.getByLabel('Content').fill('Sign up online from 8 AM.');
    expect(await form.getByText('(America/Chicago)').count()).toBe(2);
    const publish = await pick(form, /^Publish at/, 'Dec 2, 2030 8:00 AM');
    expect(await publish.inputValue()).toBe('Dec 2, 2030 8:00 AM');

    expect(await form.getByLabel('Banner preview').count()).toBe(0);
    await form.getByText('Urgent: show as a banner on every public page').click();
    const preview = form.getByLabel('Banner preview');
    await preview.waitFor();
    expect(await preview.textContent()).toContain('Enrollment opens Monday 8 AM');

    await form.getByRole('button', { name: 'Create Announcement' }).click();
    await expectToast(page, 'Announcement created successfully');
    await form.waitFor({ state: 'detached' });
    const created = card(page, 'Enrollment opens Monday 8 AM');
    await created.waitFor();
    const text = await created.textContent();
    expect(text).toContain('Scheduled');
    expect(text).toContain('Urgent');
    expect(text).toContain('Publishes Dec 2, 2030 8:00 AM');
    // 8 AM in Chicago (CST, UTC-6), whatever the browser's zone.
    expect((await list()).find((a) => a.title === 'Enrollment opens Monday 8 AM')).toMatchObject({
      publishAt: '2030-12-02T14:00:00.000Z',
      urgent: true,
      status: 'scheduled',
    });
  });

  it('refuses an expiry before the publish time, inline on the field', async () => {
    await card(page, 'Enrollment opens Monday 8 AM')
      .getByRole('button', { name: 'Edit Enrollment opens Monday 8 AM' })
      .click();
    const form = dialog(page, 'Edit Announcement');
    await form.waitFor();
    expect(await form.getByLabel(/^Publish at/).inputValue()).toBe('Dec 2, 2030 8:00 AM');
    await pick(form, /^Expires at/, 'Dec 1, 2030 8:00 AM');
    await form.getByRole('button', { name: 'Update Announcement' }).click();
    await form.getByText('Expiry time must be after the publish time').waitFor();
    await pick(form, /^Expires at/, 'Dec 9, 2030 6:30 PM');
    await form.getByRole('button', { name: 'Update Announcement' }).click();
    await expectToast(page, 'Announcement updated successfully');
    await form.waitFor({ state: 'detached' });
    expect((await list()).find((a) => a.title === 'Enrollment opens Monday 8 AM')).toMatchObject({
      expiresAt: '2030-12-10T00:30:00.000Z',
    });
    expect(await card(page, 'Enrollment opens Monday 8 AM').textContent()).toContain('Expires Dec 9, 2030 6:30 PM');
  });

  it('shows Live and Expired badges and filters the list by status', async () => {
    const post = (title: string, fields: Record<string, unknown>) =>
      suite.site.api('POST', '/api/announcements', { title, content: 'x', date: '2026-01-05', ...fields });
    await post('Last season notice', { expiresAt: '2026-01-10T00:00:00Z' });
    await page.reload();
    await card(page, 'Last season notice').waitFor();
    expect(await card(page, 'Last season notice').textContent()).toContain('Expired');
    const all = await list();
    const counts = (s: string) => all.filter((a) => a.status === s).length;

    const filter = page.getByRole('radiogroup', { name: 'Show' });
    await filter.getByRole('radio', { name: `Scheduled (${counts('scheduled')})` }).click();
    await expect.poll(() => page.locator('.admin-card').count(), { timeout: 10_000 }).toBe(counts('scheduled'));
    expect(await card(page, 'Enrollment opens Monday 8 AM').count()).toBe(1);

    await filter.getByRole('radio', { name: `Expired (${counts('expired')})` }).click();
    await expect.poll(() => page.locator('.admin-card').count(), { timeout: 10_000 }).toBe(counts('expired'));
    expect(await card(page, 'Last season notice').count()).toBe(1);

    await filter.getByRole('radio', { name: `Live (${counts('published')})` }).click();
    await expect.poll(() => page.locator('.admin-card').count(), { timeout: 10_000 }).toBe(counts('published'));
    expect(await page.locator('.admin-status-live').count()).toBe(counts('published'));

    await filter.getByRole('radio', { name: `All (${all.length})` }).click();
    await expect.poll(() => page.locator('.admin-card').count(), { timeout: 10_000 }).toBe(all.length);
  });
});
