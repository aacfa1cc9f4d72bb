import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataExport, DataExportSummary, SubscriptionAdminView } from '../shared/schemas';
import { useSiteAndBrowser } from './harness';
import {
  clickSeeingPending,
  closeToasts,
  dashboard,
  dialog,
  expectToast,
  openTabSeeingLoading,
  shoot,
} from './admin-support';
import { axeViolations } from './a11y';

const suite = useSiteAndBrowser({ adminToken: true });
let page: Page;
let original: Record<string, number>;
beforeAll(async () => {
  await suite.site.api('POST', '/api/contact', {
    name: 'Pat Doe',
    email: 'pat@example.com',
    subject: 'Hello',
    message: 'A message to export.',
  });
  original = await counts();
  ({ page } = await dashboard(suite.browser, suite.site, { tab: 'data' }));
});

const PATHS = {
  announcements: '/api/announcements',
  events: '/api/events',
  galleryItems: '/api/gallery',
  contactMessages: '/api/contact',
  instructors: '/api/instructors',
};
async function counts() {
  const out: Record<string, number> = {};
  for (const [k, p] of Object.entries(PATHS)) out[k] = (await suite.site.api<unknown[]>('GET', p)).body.length;
  return out;
}
const history = async () => (await suite.site.api<DataExportSummary[]>('GET', '/api/data-exports')).body;
const shownCount = (label: string) =>
  page
    .getByRole('list', { name: 'Current content' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .locator('strong');
/** yyyy-MM-dd on the admin's own calendar (the browser's timezone). */
const localDate = () => page.evaluate(() => new Date().toLocaleDateString('en-CA'));

describe('data management tab', () => {
  it('shows current counts, and "Loading export history..." until history arrives', async () => {
    await openTabSeeingLoading(page, {
      from: 'Announcements',
      tab: 'Data Management',
      url: '**/api/data-exports',
      loading: 'Loading export history...',
    });
    await page.getByText('Access your 5 most recent data exports').waitFor();
    await expect.poll(() => shownCount('Announcements').textContent()).toBe(String(original.announcements));
    expect(await shownCount('Events').textContent()).toBe(String(original.events));
    expect(await shownCount('Gallery items').textContent()).toBe(String(original.galleryItems));
    expect(await shownCount('Contact messages').textContent()).toBe('1');
    expect(await shownCount('Instructors').textContent()).toBe(String(original.instructors));
  });

  it('exports a JSON file with all content and keeps it in history', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`academy-data-export-${await localDate()}.json`);
    const content = JSON.parse(await readFile((await file.path())!, 'utf8'));
    for (const [k, n] of Object.entries(original)) expect(content[k], k).toHaveLength(n);
    expect(Date.now() - Date.parse(content.exportDate)).toBeLessThan(60_000);
    await expectToast(page, 'Data exported successfullyData export saved successfully');

    const saved = await history();
    expect(saved).toHaveLength(1);
    expect(saved[0].filename).toBe(file.suggestedFilename());
    const entry = page.locator('.admin-history-item').filter({ hasText: saved[0].filename });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(`${(saved[0].fileSize / 1024).toFixed(1)} KB`);
  });

  it('warns and skips history when the export is 10 MB or more', async () => {
    const huge = JSON.stringify(
      Array.from({ length: 11 }, (_, i) => ({ id: `i${i}`, name: 'x', title: 'y', bio: 'z'.repeat(1024 * 1024) })),
    );
    await page.route('**/api/instructors', (r) => r.fulfill({ contentType: 'application/json', body: huge }));
    let posted = 0;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/data-exports') && posted++);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to JSON' }).click();
    await download;
    await expectToast(page, 'Data exported successfullyExport downloaded but not saved to history (file too large)');
    expect(posted).toBe(0);
    await page.unroute('**/api/instructors');
  });

  it('shows the inline error for invalid pasted JSON', async () => {
    await page.getByRole('button', { name: 'Import Data' }).click();
    const paste = dialog(page, 'Import Data');
    const error = "Invalid JSON data. Please ensure you're pasting the complete exported JSON content.";
    await paste.getByLabel('Exported JSON').fill('{"announcements": [');
    await paste.getByText(error).waitFor();
    expect(await paste.getByRole('button', { name: 'Import Data' }).isDisabled()).toBe(true);
    await paste.getByLabel('Exported JSON').fill('{"something": []}'); // parses, but holds none of the five arrays
    await paste.getByText(error).waitFor();
    await shoot(page, 'admin-data-import-invalid-1280');
    await paste.getByRole('button', { name: 'Cancel' }).click();
    await paste.waitFor({ state: 'detached' });
  });

  it('reports a server refusal with "Failed to import data: …"', async () => {
    await page.getByRole('button', { name: 'Import Data' }).click();
    const paste = dialog(page, 'Import Data');
    await paste
      .getByLabel('Exported JSON')
      .fill(JSON.stringify({ announcements: [{ title: '', content: 'x', date: '2026-01-01' }] }));
    await paste.getByRole('button', { name: 'Import Data' }).click();
    await dialog(page, 'Confirm Import').getByRole('button', { name: 'Proceed' }).click();
    await expectToast(page, /^ErrorFailed to import data: .*announcements\.0\.title/);
    expect(await counts()).toEqual({ ...original, contactMessages: 1 });
    await dialog(page, 'Confirm Import').getByRole('button', { name: 'Cancel' }).click();
  });

  it('imports through a preview and confirmation; content is replaced and a backup appears in history', async () => {
    const content = {
      announcements: [
        {
          id: 'imp-1',
          title: 'Imported Notice',
          content: 'From another site.',
          date: '2027-01-15',
          location: null,
          category: 'news',
        },
      ],
      events: [],
    };
    await page.getByRole('button', { name: 'Import Data' }).click();
    const paste = dialog(page, 'Import Data');
    await paste.getByLabel('Exported JSON').fill(JSON.stringify(content));
    await paste.getByText('Announcements: 1').waitFor();
    await paste.getByText('Events: 0').waitFor();
    await paste.getByRole('button', { name: 'Import Data' }).click();
    await expectToast(page, 'Ready to ImportReview the data to be imported');

    const confirm = dialog(page, 'Confirm Import');
    const text = await confirm.textContent();
    expect(text).toContain('You are about to import 1 item.');
    expect(text).toContain('All existing announcements, events will be deleted first');
    expect(text).toContain('A backup of the current content is saved in Export History');
    await shoot(page, 'admin-data-confirm-import-1280');
    await clickSeeingPending(page, confirm, {
      button: 'Proceed',
      pending: 'Importing...',
      method: 'POST',
      url: '**/api/data-imports',
      toast: 'Data imported successfully',
    });
    await confirm.waitFor({ state: 'detached' });
    expect(await paste.count()).toBe(0);

    expect(await counts()).toEqual({ ...original, contactMessages: 1, announcements: 1, events: 0 });
    await expect.poll(() => shownCount('Announcements').textContent()).toBe('1');
    expect(await shownCount('Events').textContent()).toBe('0');
    const backup = (await history()).find((x) => x.filename.startsWith('backup-before-import-'))!;
    expect(backup).toBeTruthy();
    await page.locator('.admin-history-item').filter({ hasText: backup.filename }).waitFor();
  });

  it('restores a history entry with the same confirmation, bringing the old content back', async () => {
    const backup = (await history()).find((x) => x.filename.startsWith('backup-before-import-'))!;
    const fetched = page.waitForRequest((r) => r.url().endsWith(`/api/data-exports/${backup.id}`));
    await page.getByRole('button', { name: `Restore ${backup.filename}` }).click();
    await fetched;
    const confirm = dialog(page, 'Confirm Import');
    await confirm.getByText(`Events: ${original.events}`).waitFor();
    await confirm.getByRole('button', { name: 'Proceed' }).click();
    await expectToast(page, 'Data imported successfully');
    expect(await counts()).toEqual({ ...original, contactMessages: 1 });
    await expect.poll(() => shownCount('Events').textContent()).toBe(String(original.events));
  });

  it('downloads a history entry as saved', async () => {
    const entry = (await history()).find((x) => x.filename.startsWith('academy-data-export-'))!;
    const full = (await suite.site.api<DataExport>('GET', `/api/data-exports/${entry.id}`)).body;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${entry.filename}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(entry.filename);
    expect(await readFile((await file.path())!, 'utf8')).toBe(full.fileContent);
    await expectToast(page, 'Data export downloaded');
  });

  it('deletes a history entry after confirmation', async () => {
    const entry = (await history()).find((x) => x.filename.startsWith('academy-data-export-'))!;
    // The download's toast (bottom right) can cover the last entry's buttons, and the pointer
    // resting on it keeps it open: close it first.
    await closeToasts(page);
    await page.getByRole('button', { name: `Delete ${entry.filename}` }).click();
    const confirm = dialog(page, 'Delete this export?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'SuccessData export deleted successfully');
    await page.locator('.admin-history-item').filter({ hasText: entry.filename }).waitFor({ state: 'detached' });
    expect((await history()).some((x) => x.id === entry.id)).toBe(false);
  });

  it('shows the off-site backup: how to set it up, then the last run as recorded', async () => {
    const offsite = page
      .locator('.admin-data-card')
      .filter({ has: page.getByRole('heading', { name: 'Off-site Backup' }) });
    await offsite.getByText(/Not set up: backups stay on this server only\..*README, “Off-site backups”/).waitFor();
    const at = new Date(Date.now() - 3_600_000).toISOString();
    await writeFile(
      join(suite.site.dataDir, '.offsite-status.json'),
      JSON.stringify({
        ok: false,
        at,
        repository: 's3:https://s3.example.com/bucket',
        error: 'cannot open the repository: wrong password or no key found',
        failingSince: at,
        lastSuccess: { at: '2026-11-20T03:20:00.000Z', snapshot: '0a1b2c3d' },
      }),
    );
    await page.getByRole('tab', { name: 'Announcements' }).click();
    await page.getByRole('tab', { name: 'Data Management' }).click();
    await offsite.getByText('The off-site backup is failing').waitFor();
    await offsite
      .getByText(/about 1 hour ago.*wrong password or no key found/)
      .first()
      .waitFor();
    await offsite.getByText(/snapshot 0a1b2c3d/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('exports the families subscribed to notices, counts them, and imports them back as they were', async () => {
    const families = async () => (await suite.site.api<SubscriptionAdminView[]>('GET', '/api/subscriptions')).body;
    // This server has no SMTP_URL: an import is how families get here (say, from the old server).
    const put = (subscriptions: unknown[]) =>
      suite.site.api('POST', '/api/data-imports', { content: { subscriptions } });
    expect(
      (
        await put([
          {
            email: 'ana@example.com',
            programs: ['colorGuard'],
            kinds: ['urgent', 'digest'],
            lang: 'es',
            status: 'active',
          },
          { email: 'ben@example.com', programs: ['drumline'], kinds: ['cancellations'], status: 'pending' },
        ])
      ).status,
    ).toBe(200);
    const before = await families();
    expect(before).toHaveLength(2);
    await page.getByRole('tab', { name: 'Announcements' }).click();
    await page.getByRole('tab', { name: 'Data Management' }).click();
    await expect.poll(() => shownCount('Subscribed families').textContent()).toBe('2');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to JSON' }).click();
    const text = await readFile((await (await download).path())!, 'utf8');
    expect(JSON.parse(text).subscriptions).toEqual(before);
    await expectToast(page, 'Data exported successfullyData export saved successfully');

    expect((await put([])).status).toBe(200);
    expect(await families()).toEqual([]);
    await page.getByRole('button', { name: 'Import Data' }).click();
    const paste = dialog(page, 'Import Data');
    await paste.getByLabel('Exported JSON').fill(text);
    await paste.getByText('Subscribed families: 2').waitFor();
    await paste.getByRole('button', { name: 'Import Data' }).click();
    const confirm = dialog(page, 'Confirm Import');
    await confirm.getByText('Subscribed families: 2').waitFor();
    await confirm.getByRole('button', { name: 'Proceed' }).click();
    await expectToast(page, 'Data imported successfully');
    expect(await families()).toEqual(before);
    await expect.poll(() => shownCount('Subscribed families').textContent()).toBe('2');
  });
});
