import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PASSWORDS, PHONE, launchBrowser, startSite, stopSite, type Site } from './harness';
import { closeWithEscape, expectNoAxeViolations, holdRequests, open, toast } from './public-helpers';

/** The member pages: gate, access per page, lock again, photo grid and viewer, training videos. */
let site: Site;
let empty: Site;
let browser: Browser;
beforeAll(async () => {
  [site, empty, browser] = await Promise.all([startSite(), startSite({ seed: 'none' }), launchBrowser()]);
  await empty.adminToken();
  const res = await empty.api('POST', '/api/gallery', {
    title: 'General Video',
    imageUrl: '/uploads/missing.webp',
    isVideo: true,
    videoUrl: 'https://example.com/v',
    category: 'videos',
  });
  expect(res.status).toBe(201);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([stopSite(site), stopSite(empty)]);
});

async function unlock(page: Page, password: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Access Content' }).click();
}

describe('password gate', () => {
  it('wrong password: Access Denied and the field is cleared; right: content; reload keeps it; per page; lock again', async () => {
    const { context, page } = await open(browser, site, '/photos');
    const card = page.getByRole('region', { name: 'Photos Access' });
    await card.waitFor();
    expect(await card.textContent()).toContain('This content is restricted and password protected.');
    expect(await card.textContent()).toContain('ask your instructor for the password');
    const submit = page.getByRole('button', { name: 'Access Content' });
    expect(await submit.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'photos gate');

    // Show/hide toggle.
    const field = page.getByLabel('Password', { exact: true });
    await field.fill('wrong-one');
    expect(await field.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await field.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();

    await submit.click();
    await toast(page)
      .filter({ hasText: 'Access Denied' })
      .getByText('The password you entered is incorrect. Please try again.')
      .waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await page.locator('.photo-grid').count()).toBe(0);

    let verifying = false;
    page.on('request', (r) => r.url().endsWith('/api/protected/login') && (verifying = true));
    await unlock(page, PASSWORDS.photos);
    expect(verifying).toBe(true);
    await toast(page).filter({ hasText: 'Access Granted' }).getByText('You now have access to Photos.').waitFor();
    await page.getByRole('heading', { name: 'Performance & Event Photos' }).waitFor();
    await page.locator('.photo-grid button.photo-card').first().waitFor();

    await page.reload();
    await page.locator('.photo-grid button.photo-card').first().waitFor();
    expect(await page.getByRole('region', { name: 'Photos Access' }).count()).toBe(0);

    // Photos access does not open Training.
    await page.goto(site.url + '/training');
    await page.getByRole('region', { name: 'Training Videos Access' }).waitFor();

    await page.goto(site.url + '/photos');
    await page.getByRole('button', { name: 'Lock page' }).click();
    await page.getByRole('region', { name: 'Photos Access' }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Photos Access' }).waitFor();
    await context.close();
  });

  it('shows Verifying... while the password is checked', async () => {
    const { context, page } = await open(browser, site, '/training');
    await page.getByRole('region', { name: 'Training Videos Access' }).waitFor();
    const release = await holdRequests(page, '**/api/protected/login');
    await unlock(page, PASSWORDS.training);
    const busy = page.getByRole('button', { name: 'Verifying...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.locator('.video-card').first().waitFor();
    await context.close();
  });

  it('a server failure says Authentication Error and clears the field', async () => {
    const { context, page } = await open(browser, site, '/photos');
    await page.route('**/api/protected/login', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await unlock(page, 'anything');
    await toast(page).getByText('Authentication Error').waitFor();
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await context.close();
  });
});

describe('photos', () => {
  it('8 skeletons while loading; thumbnails in the grid; the viewer shows the full image and closes on Escape and backdrop', async () => {
    const { context, page } = await open(browser, site, '/contact');
    await context.request.post(site.url + '/api/protected/login', {
      data: { page: 'photos', password: PASSWORDS.photos },
    });
    const release = await holdRequests(page, '**/api/gallery?page=photos*');
    await page.goto(site.url + '/photos');
    await expect.poll(() => page.getByTestId('photo-skeleton').count()).toBe(8);
    release();
    const first = page.locator('.photo-grid button.photo-card').first();
    await first.waitFor();
    expect(await page.locator('.photo-grid button.photo-card').count()).toBe(10);
    const thumb = await first.locator('img').getAttribute('src');
    expect(thumb).toMatch(/^\/uploads\/.+\.thumb\.\w+$/);
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await first.click();
    const viewer = page.getByRole('dialog', { name: 'Snare Line Spotlight' });
    await viewer.waitFor();
    expect(await viewer.locator('img').getAttribute('src')).toBe(thumb!.replace('.thumb.', '.'));
    expect(await viewer.textContent()).toContain('Our snare line under the lights');
    await expectNoAxeViolations(page, 'photo viewer');
    await closeWithEscape(page, viewer);

    await first.click();
    await viewer.waitFor();
    await page.mouse.click(8, 400);
    await viewer.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a photo that fails to load says so in the viewer', async () => {
    const { context, page } = await open(browser, site, '/contact');
    await context.request.post(site.url + '/api/protected/login', {
      data: { page: 'photos', password: PASSWORDS.photos },
    });
    await page.goto(site.url + '/photos');
    await page.locator('button.photo-card').first().waitFor();
    await page.route(/\/uploads\/[^/]+$/, (r) =>
      r.request().url().includes('.thumb.') ? r.continue() : r.fulfill({ status: 404, body: '' }),
    );
    await page.locator('button.photo-card').first().click();
    await page.getByRole('dialog').getByText('Failed to load image.').waitFor();
    await context.close();
  });

  it('empty gallery: No photos available in the gallery.', async () => {
    const { context, page } = await open(browser, empty, '/contact');
    await context.request.post(empty.url + '/api/protected/login', {
      data: { page: 'photos', password: PASSWORDS.photos },
    });
    await page.goto(empty.url + '/photos');
    await page.getByText('No photos available in the gallery.').waitFor();
    await context.close();
  });
});

describe('training videos', () => {
  it('6 skeletons, filters with counts and banners, badges, and each viewer kind', async () => {
    const { context, page } = await open(browser, site, '/contact');
    await context.request.post(site.url + '/api/protected/login', {
      data: { page: 'training', password: PASSWORDS.training },
    });
    const release = await holdRequests(page, '**/api/gallery?page=training*');
    await page.goto(site.url + '/training');
    await expect.poll(() => page.getByTestId('video-skeleton').count()).toBe(6);
    release();
    await page.locator('.video-card h3').first().waitFor();
    const filters = page.getByRole('group', { name: 'Filter videos' }).getByRole('button');
    expect(await filters.allTextContents()).toEqual([
      'All Videos (6)',
      'Drumline Training (2)',
      'Color Guard Training (2)',
    ]);
    expect(await page.locator('.video-card .badge').allTextContents()).toEqual([
      'Drumline',
      'Drumline',
      'Color Guard',
      'Color Guard',
      'Training Video',
      'Training Video',
    ]);
    const banner = await page.getByTestId('filter-banner').textContent();
    await page.getByRole('button', { name: 'Drumline Training (2)' }).click();
    expect(await page.getByRole('button', { name: 'Drumline Training (2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.video-card h3').allTextContents()).toEqual([
      'Eighth Note Timing',
      'Paradiddle Workshop',
    ]);
    expect(await page.getByTestId('filter-banner').textContent()).not.toBe(banner);
    await expectNoAxeViolations(page, 'training');

    // YouTube embeds.
    await page.getByRole('button', { name: 'Play Eighth Note Timing' }).click();
    const yt = page.getByRole('dialog', { name: 'Eighth Note Timing' });
    expect(await yt.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await closeWithEscape(page, yt);

    await page.getByRole('button', { name: 'Color Guard Training (2)' }).click();
    await page.getByRole('button', { name: 'Play Drop Spin Basics' }).click();
    const drive = page.getByRole('dialog', { name: 'Drop Spin Basics' });
    expect(await drive.locator('iframe').getAttribute('src')).toBe(
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/preview',
    );
    await closeWithEscape(page, drive);

    // A direct file plays with controls, with a spinner until it can play.
    await page.getByRole('button', { name: 'Play Guard Warm-Up Routine' }).click();
    const file = page.getByRole('dialog', { name: 'Guard Warm-Up Routine' });
    const video = file.locator('video');
    expect(await video.getAttribute('src')).toBe('https://example.com/media/guard-warmup.mp4');
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls && v.autoplay)).toBe(true);
    expect(await file.locator('.bp6-spinner').count()).toBe(1);
    await closeWithEscape(page, file);

    // Anything else cannot be embedded.
    await page.getByRole('button', { name: 'All Videos (6)' }).click();
    await page.getByRole('button', { name: 'Play Parent Info Night' }).click();
    const link = page.getByRole('dialog', { name: 'Parent Info Night' });
    await link.getByText('Video cannot be embedded').waitFor();
    await link.getByText('This video cannot be displayed directly on the site.', { exact: false }).waitFor();
    expect(await link.getByRole('link', { name: /Open video in a new tab/ }).getAttribute('target')).toBe('_blank');
    await expectNoAxeViolations(page, 'video viewer');
    await context.close();
  });

  it('on a phone the filters are three tabs', async () => {
    const { context, page } = await open(browser, site, '/contact', { viewport: PHONE });
    await context.request.post(site.url + '/api/protected/login', {
      data: { page: 'training', password: PASSWORDS.training },
    });
    await page.goto(site.url + '/training');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.count()).toBe(3);
    await page.getByRole('tab', { name: 'Color Guard Training (2)' }).click();
    await expect
      .poll(() => page.locator('.video-card h3').allTextContents())
      .toEqual(['Drop Spin Basics', 'Guard Warm-Up Routine']);
    await expectNoAxeViolations(page, 'training tabs');
    await context.close();
  });

  it('empty states per filter', async () => {
    const { context, page } = await open(browser, empty, '/contact');
    await context.request.post(empty.url + '/api/protected/login', {
      data: { page: 'training', password: PASSWORDS.training },
    });
    await page.goto(empty.url + '/training');
    await page.getByRole('heading', { name: 'General Video' }).waitFor();
    await page.getByRole('button', { name: 'Drumline Training (0)' }).click();
    await page.getByText('No Drumline training videos available.').waitFor();
    await page.getByRole('button', { name: 'Color Guard Training (0)' }).click();
    await page.getByText('No Color Guard training videos available.').waitFor();
    await empty.api('DELETE', `/api/gallery/${(await empty.api<{ id: string }[]>('GET', '/api/gallery')).body[0].id}`);
    await page.reload();
    await page.getByText('No training videos available.').waitFor();
    await context.close();
  });
});
