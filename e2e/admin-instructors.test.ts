import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Instructor } from '../shared/schemas';
import { newPage, PHONE } from './harness';
import { useSiteAndBrowser } from './harness';
import { card, dashboard, dialog, expectToast, shoot } from './admin-support';

/** The Instructors tab (wave 4): a profile published from the dashboard shows on /about and /es/about. */
const suite = useSiteAndBrowser({ adminToken: true });
let page: Page;
beforeAll(async () => {
  ({ page } = await dashboard(suite.browser, suite.site, { tab: 'instructors' }));
});

const NAME = 'Rosa Delgado';
const photo = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

describe('instructors tab', () => {
  it('publishes a profile with a photo and Spanish that then shows on /about and /es/about', async () => {
    await page.getByRole('heading', { name: 'Instructors' }).waitFor();
    await page.getByRole('button', { name: 'Add Instructor' }).click();
    const form = dialog(page, 'Add Instructor');
    await form.locator('#instructor-name').fill(NAME);
    await form.locator('#instructor-title').fill('Color Guard Instructor');
    await form.locator('#instructor-title-es').fill('Instructora de Color Guard');
    await form.locator('#instructor-bio').fill('Rosa marched eight seasons of winter guard.');
    await form.locator('#instructor-bio-es').fill('Rosa desfiló ocho temporadas de winter guard.');
    await page.getByTestId('instructor-photo-file').setInputFiles({
      name: 'rosa.png',
      mimeType: 'image/png',
      buffer: await photo(),
    });
    await form.getByRole('img', { name: 'Selected image preview' }).waitFor();
    await shoot(page, 'admin-instructor-dialog');
    await form.getByRole('button', { name: 'Publish Profile' }).click();
    await expectToast(page, /Instructor created/i);
    await card(page, NAME).waitFor();
    await shoot(page, 'admin-instructors-tab');

    const stored = (await suite.site.api<Instructor[]>('GET', '/api/instructors')).body.find((i) => i.name === NAME)!;
    expect(stored.imageUrl).toMatch(/^\/uploads\//);

    const { context, page: visitor } = await newPage(suite.browser, { viewport: PHONE });
    await visitor.goto(suite.site.url + '/about');
    const profile = visitor.locator('.instructor-card').filter({ hasText: NAME });
    await profile.waitFor();
    expect(await profile.locator('.instructor-card__title').textContent()).toBe('Color Guard Instructor');
    // The photo is public (an instructor's upload) and loads for a visitor without any cookie.
    const img = profile.locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 })
      .toBe(true);
    await visitor.goto(suite.site.url + '/es/about');
    const perfil = visitor.locator('.instructor-card').filter({ hasText: NAME });
    await perfil.waitFor();
    expect(await perfil.locator('.instructor-card__title').textContent()).toBe('Instructora de Color Guard');
    expect(await perfil.locator('.instructor-card__bio').textContent()).toContain('ocho temporadas');
    await context.close();
  });

  it('edits with history that names who wrote each version, and the audit log shows it', async () => {
    await card(page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    const form = dialog(page, 'Edit Instructor');
    await form.locator('#instructor-bio').fill('Rosa marched nine seasons of winter guard.');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, /Instructor updated/i);
    await card(page, NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    const again = dialog(page, 'Edit Instructor');
    await again.getByRole('button', { name: 'History' }).click();
    await again.getByText('Current: version 2, by Owner').waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${suite.site.url}/admin/dashboard?tab=audit`);
    const row = page.locator('.admin-audit-table tbody tr').filter({ hasText: `Instructor “${NAME}”` });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(2);
    expect(await row.first().textContent()).toContain('Updated');
    await page.getByLabel('What').selectOption('instructor');
    await expect.poll(async () => (await page.locator('.admin-audit-table tbody tr').allTextContents()).length).toBe(2);
    await page.getByRole('button', { name: 'Check the log' }).click();
    await page.getByText(/Intact: all \d+ entries/).waitFor();
    await shoot(page, 'admin-audit-log');
  });
});
