import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '../shared/schemas';
import { useSiteAndBrowser } from './harness';
import { card, clickSeeingPending, dashboard, dialog, expectToast, hold, openTabSeeingLoading } from './admin-support';

const suite = useSiteAndBrowser({ adminToken: true });
let page: Page;
beforeAll(async () => {
  // Far west of UTC: where the spec's UTC-parsed date would show the previous day.
  ({ page } = await dashboard(suite.browser, suite.site, { timezoneId: 'Pacific/Honolulu' }));
});

const list = async () => (await suite.site.api<Announcement[]>('GET', '/api/announcements')).body;

describe('announcements tab', () => {
  it('shows "Loading announcements..." until the list arrives, then cards with the exact stored date', async () => {
    await openTabSeeingLoading(page, {
      from: 'Events Calendar',
      tab: 'Announcements',
      url: '**/api/announcements',
      loading: 'Loading announcements...',
    });
    const first = (await list())[0];
    const shown = card(page, first.title);
    await shown.waitFor();
    const [y, m, d] = first.date.split('-').map(Number);
    const expected = new Date(y, m - 1, d).toLocaleDateString('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
    });
    expect(await shown.textContent()).toContain(expected); // 'MMM dd, yyyy', not a day later or earlier
  });

  it('validates, then creates with "Creating..." and a toast; the list is refetched', async () => {
    await page.getByRole('button', { name: 'Add Announcement' }).click();
    const form = dialog(page, 'Create Announcement');
    await form.waitFor();
    await form.getByLabel('Title').fill('');
    await form.getByRole('button', { name: 'Create Announcement' }).click();
    await form.getByText('Title is required').waitFor();
    await form.getByText('Content is required').waitFor();

    await form.getByLabel('Title').fill('Spring Concert Tickets');
    await form.getByLabel('Content').fill('Tickets for the spring concert go on sale Monday.');
    await form.getByLabel(/^Location/).fill('Front Office');
    await form.getByLabel(/^Category/).fill('news');
    const date = form.getByLabel('Date');
    await date.fill('2027-03-05');
    await date.press('Enter');
    await form.getByLabel('Title').click(); // leaving the field shows the parsed date
    expect(await date.inputValue()).toBe('Mar 5, 2027');

    const post = await hold(page, '**/api/announcements', 'POST');
    await form.getByRole('button', { name: 'Create Announcement' }).click();
    await post.arrived;
    expect(await form.getByRole('button', { name: 'Creating...' }).isDisabled()).toBe(true);
    const refetch = page.waitForRequest((r) => r.method() === 'GET' && r.url().endsWith('/api/announcements'));
    await post.release();
    await expectToast(page, 'SuccessAnnouncement created successfully');
    await refetch;
    await form.waitFor({ state: 'detached' });
    const created = card(page, 'Spring Concert Tickets');
    await created.waitFor();
    expect(await created.textContent()).toContain('Mar 05, 2027');
    expect(await created.textContent()).toContain('Front Office');
    expect(await created.textContent()).toContain('News');
    expect((await list()).find((a) => a.title === 'Spring Concert Tickets')).toMatchObject({
      date: '2027-03-05',
      location: 'Front Office',
      category: 'news',
    });
  });

  it('edits with "Updating..." in the Edit Announcement dialog', async () => {
    await card(page, 'Spring Concert Tickets').getByRole('button', { name: 'Edit Spring Concert Tickets' }).click();
    const form = dialog(page, 'Edit Announcement');
    await form.waitFor();
    expect(await form.getByLabel('Content').inputValue()).toBe('Tickets for the spring concert go on sale Monday.');
    expect(await form.getByLabel('Date').inputValue()).toBe('Mar 5, 2027');
    await form.getByLabel('Title').fill('Spring Concert Tickets On Sale');
    await form.getByLabel(/^Location/).fill('');
    await clickSeeingPending(page, form, {
      button: 'Update Announcement',
      pending: 'Updating...',
      method: 'PUT',
      url: '**/api/announcements/*',
      toast: 'SuccessAnnouncement updated successfully',
    });
    await card(page, 'Spring Concert Tickets On Sale').waitFor();
    expect(await card(page, 'Spring Concert Tickets On Sale').textContent()).not.toContain('Front Office');
    expect((await list()).find((a) => a.title === 'Spring Concert Tickets On Sale')).toMatchObject({
      date: '2027-03-05',
      location: null,
    });
  });

  it('shows the server message when a save fails', async () => {
    await page.route('**/api/announcements', (r) =>
      r.request().method() === 'POST'
        ? r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"disk full"}' })
        : r.fallback(),
    );
    await page.getByRole('button', { name: 'Add Announcement' }).click();
    const form = dialog(page, 'Create Announcement');
    await form.getByLabel('Title').fill('Will fail');
    await form.getByLabel('Content').fill('Nope');
    await form.getByRole('button', { name: 'Create Announcement' }).click();
    await expectToast(page, 'ErrorFailed to create announcement: disk full');
    expect(await form.isVisible()).toBe(true); // entries kept for another try
    await form.getByRole('button', { name: 'Cancel' }).click();
    await page.unroute('**/api/announcements');
  });

  it('deletes after an "Are you sure?" confirmation naming it, with "Deleting..."', async () => {
    await card(page, 'Spring Concert Tickets On Sale')
      .getByRole('button', { name: 'Delete Spring Concert Tickets On Sale' })
      .click();
    const confirm = dialog(page, 'Are you sure?');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      'This will move the announcement “Spring Concert Tickets On Sale” to the trash.',
    );
    expect(await confirm.textContent()).toContain('restore it from the trash in Data Management within 30 days');
    await clickSeeingPending(page, confirm, {
      button: 'Delete',
      pending: 'Deleting...',
      method: 'DELETE',
      url: '**/api/announcements/*',
      toast: 'SuccessAnnouncement deleted successfully',
    });
    await card(page, 'Spring Concert Tickets On Sale').waitFor({ state: 'detached' });
    expect((await list()).some((a) => a.title.startsWith('Spring Concert'))).toBe(false);
  });

  it('says "No announcements found. Create one to get started." when there are none', async () => {
    for (const a of await list()) await suite.site.api('DELETE', `/api/announcements/${a.id}`);
    await page.reload();
    await page.getByText('No announcements found. Create one to get started.').waitFor();
  });
});
