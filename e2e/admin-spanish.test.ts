import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '../shared/schemas';
import { axeViolations } from './a11y';
import { card, dashboard, dialog, expectNoAxe, expectToast, shoot } from './admin-support';
import { PHONE, useSiteAndBrowser } from './harness';

/** The dashboard edits records' Spanish beside the English and shows which lack it (issue 33). */
const suite = useSiteAndBrowser({ site: { seed: 'none' }, adminToken: true });
const ENGLISH = { title: 'Parade Day', content: 'Meet at the corner of Main and 5th at 9 AM.', date: '2027-03-05' };
const TRANSLATED = {
  title: 'Bake Sale',
  content: 'Bring cookies on Friday.',
  date: '2027-03-04',
  translations: { es: { title: 'Venta de pasteles', content: 'Traigan galletas el viernes.' } },
};
let page: Page;
let untranslated: Announcement;

beforeAll(async () => {
  untranslated = (await suite.site.api<Announcement>('POST', '/api/announcements', ENGLISH)).body;
  await suite.site.api('POST', '/api/announcements', TRANSLATED);
  ({ page } = await dashboard(suite.browser, suite.site, { tab: 'announcements' }));
});

/**
 * axe over the page, less the publish and expiry date inputs' popover targets (Blueprint puts
 * aria-controls on their wrapping div: a finding of the schedule fields from before this form had
 * Spanish, left to their own change).
 */
const dialogAxe = (p: Page) => axeViolations(p, ['[aria-controls^="listbox-"]']);
/** Once the dialog's opening transition has ended, so boxes are where they stay. */
const settled = (p: Page) => p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
const needsSpanish = (title: string) => card(page, title).getByText('Needs Spanish', { exact: true });

describe('Spanish in the dashboard', () => {
  it('tags the records that lack Spanish, and filters to them', async () => {
    await card(page, TRANSLATED.title).waitFor();
    await needsSpanish(ENGLISH.title).waitFor();
    expect(await needsSpanish(TRANSLATED.title).count()).toBe(0);
    const filter = page.getByLabel('Needs Spanish only (1)');
    await filter.check({ force: true }); // Blueprint's switch draws its own indicator over the input
    await card(page, TRANSLATED.title).waitFor({ state: 'detached' });
    await card(page, ENGLISH.title).waitFor();
    await filter.uncheck({ force: true });
    await card(page, TRANSLATED.title).waitFor();
    await shoot(page, 'admin-announcements-needs-spanish-1280');
  });

  it('edits the Spanish beside the English; saved, the tag goes away', async () => {
    await page.getByRole('button', { name: `Edit ${ENGLISH.title}` }).click();
    const form = dialog(page, 'Edit Announcement');
    await form.waitFor();
    const title = form.locator('#announcement-title');
    const titleEs = form.locator('#announcement-title-es');
    await settled(page);
    // Side by side at 1280 px: the Spanish to the right of the English, on the same line.
    const [en, es] = [await title.boundingBox(), await titleEs.boundingBox()];
    expect(es!.x).toBeGreaterThan(en!.x + en!.width);
    expect(Math.abs(es!.y - en!.y)).toBeLessThan(2);
    // Title, content and location each have their Spanish field.
    expect(await form.locator('label', { hasText: 'Spanish (optional)' }).count()).toBe(3);
    expect(await titleEs.getAttribute('lang')).toBe('es');
    expect(await titleEs.inputValue()).toBe('');

    await titleEs.fill('x'.repeat(201));
    await form.getByRole('button', { name: 'Update Announcement' }).click();
    await form.getByText('Must be at most 200 characters').waitFor();

    await titleEs.fill('Día del desfile');
    await form.locator('#announcement-content-es').fill('Nos vemos en la esquina de Main y 5th a las 9 AM.');
    await shoot(page, 'admin-announcement-spanish-1280');
    await expectNoAxe(page, dialogAxe);
    await form.getByRole('button', { name: 'Update Announcement' }).click();
    await expectToast(page, 'Announcement updated successfully');
    await form.waitFor({ state: 'detached' });
    await needsSpanish(ENGLISH.title).waitFor({ state: 'detached' });
    await page.getByLabel('Needs Spanish only (0)').waitFor({ state: 'attached' });
    const stored = (await suite.site.api<Announcement[]>('GET', '/api/announcements')).body;
    expect(stored.find((a) => a.id === untranslated.id)!.translations).toEqual({
      es: { title: 'Día del desfile', content: 'Nos vemos en la esquina de Main y 5th a las 9 AM.' },
    });
  });

  it('a conflict compares the Spanish field by field', async () => {
    const [bake] = (await suite.site.api<Announcement[]>('GET', '/api/announcements')).body.filter(
      (a) => a.title === TRANSLATED.title,
    );
    await page.getByRole('button', { name: `Edit ${TRANSLATED.title}` }).click();
    const form = dialog(page, 'Edit Announcement');
    await form.waitFor();
    const { id: _i, createdAt: _c, updatedAt: _u, version: _v, ...fields } = bake;
    const elsewhere = {
      ...fields,
      translations: { es: { ...TRANSLATED.translations.es, title: 'Venta de galletas' } },
    };
    expect((await suite.site.api('PUT', `/api/announcements/${bake.id}`, elsewhere)).status).toBe(200);
    await form.locator('#announcement-title-es').fill('Venta de pasteles y galletas');
    await form.getByRole('button', { name: 'Update Announcement' }).click();
    const conflict = dialog(page, 'This announcement was changed elsewhere');
    const row = conflict.getByRole('row').filter({ hasText: 'Title (Spanish)' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Venta de pasteles y galletas');
    expect(await row.textContent()).toContain('Venta de galletas');
    expect(await conflict.getByText('"es"').count()).toBe(0); // not shown as JSON
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expectToast(page, 'Announcement updated successfully');
    const saved = (await suite.site.api<Announcement[]>('GET', '/api/announcements')).body.find(
      (a) => a.id === bake.id,
    )!;
    expect(saved.translations?.es?.title).toBe('Venta de pasteles y galletas');
  });

  it('on a phone, each Spanish field is under its English one', async () => {
    const { page: phone } = await dashboard(suite.browser, suite.site, { tab: 'announcements', viewport: PHONE });
    await phone.getByRole('button', { name: `Edit ${TRANSLATED.title}` }).click();
    const form = dialog(phone, 'Edit Announcement');
    await form.waitFor();
    await settled(phone);
    const [en, es, content] = await Promise.all(
      ['#announcement-title', '#announcement-title-es', '#announcement-content'].map((s) =>
        form.locator(s).boundingBox(),
      ),
    );
    expect(Math.abs(es!.x - en!.x)).toBeLessThan(2);
    expect(es!.y).toBeGreaterThan(en!.y + en!.height);
    expect(content!.y).toBeGreaterThan(es!.y + es!.height);
    expect(await form.locator('#announcement-title-es').inputValue()).toBe('Venta de pasteles y galletas');
    await shoot(phone, 'admin-announcement-spanish-390');
    await expectNoAxe(phone, dialogAxe);
    await phone.context().close();
  });
});
