import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GalleryItem } from '../shared/schemas';
import { useSiteAndBrowser } from './harness';
import { card, clickSeeingPending, dashboard, dialog, expectToast, openTabSeeingLoading, shoot } from './admin-support';

const suite = useSiteAndBrowser({ adminToken: true });
let page: Page;
beforeAll(async () => {
  ({ page } = await dashboard(suite.browser, suite.site, { tab: 'gallery' }));
});

const items = async () => (await suite.site.api<GalleryItem[]>('GET', '/api/gallery')).body;
const fileInput = () => page.getByTestId('gallery-file-input');
/** A real photo-like PNG: a gradient with noise, so it is neither tiny nor trivially compressible. */
async function makePng(width = 900, height = 600) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    raw[i] = (x * 255) / width;
    raw[i + 1] = (i * 7919) % 251;
    raw[i + 2] = 128;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
const loaded = (img: ReturnType<Page['locator']>) =>
  img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

describe('gallery tab', () => {
  it('shows loading, then All / Photos (n) / Videos (n) filters with the right cards', async () => {
    await openTabSeeingLoading(page, {
      from: 'Announcements',
      tab: 'Gallery',
      url: '**/api/gallery',
      loading: 'Loading gallery items...',
    });
    await page.getByRole('heading', { name: 'Gallery Management' }).waitFor();
    const all = await items();
    const photos = all.filter((g) => !g.isVideo).length;
    await page.getByRole('radio', { name: `Photos (${photos})` }).waitFor();
    await page.getByRole('radio', { name: `Videos (${all.length - photos})` }).click();
    expect(await page.locator('.admin-gallery-card').count()).toBe(all.length - photos);
    expect(await page.locator('.admin-gallery-badge').allTextContents()).not.toContain('Photo');
    await page.getByRole('radio', { name: 'All' }).click();
    expect(await page.locator('.admin-gallery-card').count()).toBe(all.length);
    // Seeded images are gated uploads: the login cookie lets the dashboard show them.
    expect(await loaded(page.locator('.admin-gallery-card img').first())).toBe(true);
  });

  it('narrows by search and by category; says when nothing matches', async () => {
    const all = await items();
    const target = all.find((g) => g.isVideo)!;
    const word = target.title.split(' ').at(-1)!;
    await page.getByRole('searchbox', { name: 'Search gallery' }).fill(word.toUpperCase());
    await expect
      .poll(async () => (await page.locator('.admin-gallery-card .admin-card-title').allTextContents()).sort(), {
        timeout: 10_000,
      })
      .toEqual(
        all
          .filter((g) => `${g.title} ${g.description}`.toLowerCase().includes(word.toLowerCase()))
          .map((g) => g.title)
          .sort(),
      );
    await page.getByRole('searchbox', { name: 'Search gallery' }).fill('');
    const photos = all.filter((g) => !g.isVideo).length;
    await page.getByLabel('Category').selectOption({ label: `Photo (${photos})` });
    await expect.poll(() => page.locator('.admin-gallery-card').count(), { timeout: 10_000 }).toBe(photos);
    await page.getByRole('radio', { name: /^Videos/ }).click();
    await page.getByText('No gallery items match.').waitFor();
    await page.getByRole('radio', { name: 'All' }).click();
    await page.getByLabel('Category').selectOption({ label: 'All categories' });
    expect(await page.locator('.admin-gallery-card').count()).toBe(all.length);
  });

  it('checks type and size on the device before uploading', async () => {
    await page.getByRole('button', { name: 'Add Gallery Item' }).click();
    const form = dialog(page, 'Add Gallery Item');
    await form.getByRole('button', { name: 'Create Item' }).click();
    await form.getByText('Title is required').waitFor();
    await form.getByText('Image URL is required').waitFor();

    let uploads = 0;
    page.on('request', (r) => r.url().endsWith('/api/upload/image') && uploads++);
    await fileInput().setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await form.getByRole('alert').filter({ hasText: 'Please select an image file (JPEG, PNG, etc.)' }).waitFor();
    await fileInput().setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await form.getByRole('alert').filter({ hasText: 'Image file size must be less than 5MB' }).waitFor();
    await expectToast(page, 'ErrorImage file size must be less than 5MB');
    expect(uploads).toBe(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('uploads a real image with a progress bar, shows it, and creates a photo', async () => {
    await page.getByRole('button', { name: 'Add Gallery Item' }).click();
    const form = dialog(page, 'Add Gallery Item');
    await form.getByLabel('Title').fill('Uploaded Snare');
    await form.getByLabel(/^Description/).fill('Fresh from the camera.');

    // Slow the upload link so progress events arrive while the bytes are on their way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const png = await makePng(1200, 900);
    expect(png.length).toBeGreaterThan(1024 * 1024);
    await fileInput().setInputFiles({ name: 'snare.png', mimeType: 'image/png', buffer: png });
    const bar = form.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    expect(await form.getByRole('button', { name: 'Create Item' }).isDisabled()).toBe(true); // no saving mid-upload
    // A percent strictly between 0 and 100, shown in the bar and as text.
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const percent = Number(await bar.getAttribute('aria-valuenow'));
    expect(percent).toBeLessThan(100);
    expect(await form.getByText(/^Uploading\.\.\. \d{1,3}%$/).textContent()).toMatch(/^Uploading\.\.\. \d{1,3}%$/);
    await shoot(page, 'admin-gallery-uploading-1280');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expectToast(page, 'Image uploaded successfully');
    await bar.waitFor({ state: 'detached' });
    const url = await form.getByLabel('Image URL').inputValue();
    expect(url).toMatch(/^\/uploads\/[\w-]+\.(png|webp|jpg)$/);
    const preview = form.getByRole('img', { name: 'Selected image preview' });
    await expect.poll(() => loaded(preview)).toBe(true);
    await shoot(page, 'admin-gallery-uploaded-1280');

    await form.getByRole('button', { name: 'Create Item' }).click();
    await expectToast(page, 'SuccessGallery item created successfully');
    const created = card(page, 'Uploaded Snare');
    await created.waitFor();
    expect(await created.textContent()).toContain('Photo');
    await expect.poll(() => loaded(created.locator('img'))).toBe(true);
    expect((await items()).find((g) => g.title === 'Uploaded Snare')).toMatchObject({
      imageUrl: url,
      isVideo: false,
      category: 'photos',
      videoUrl: null,
    });
  });

  it('creates a video: "Is this a video?", video category, source and URL', async () => {
    const image = (await items())[0].imageUrl;
    await page.getByRole('button', { name: 'Add Gallery Item' }).click();
    const form = dialog(page, 'Add Gallery Item');
    await form.getByLabel('Title').fill('Flam Drill');
    await form.getByLabel('Image URL').fill(image);
    expect(await form.getByLabel('Video category').count()).toBe(0);
    await form.getByText('Is this a video?').click(); // Blueprint draws its own box over the input
    expect(await form.getByLabel('Is this a video?').isChecked()).toBe(true);
    expect(await form.getByLabel('Video category').inputValue()).toBe('videos');
    await form.getByLabel('Video category').selectOption('drumLine');
    expect(await form.getByLabel('Video source').locator('option').allTextContents()).toEqual([
      'YouTube',
      'Google Drive',
      'Vimeo',
      'Other',
    ]);
    await form.getByLabel('Video source').selectOption('Vimeo');
    await form.getByLabel(/^Video URL/).fill('https://vimeo.com/123456789');
    await shoot(page, 'admin-gallery-video-form-1280');
    await form.getByRole('button', { name: 'Create Item' }).click();
    await expectToast(page, 'SuccessGallery item created successfully');
    expect(await card(page, 'Flam Drill').locator('.admin-gallery-badge').textContent()).toBe('Drumline');
    expect((await items()).find((g) => g.title === 'Flam Drill')).toMatchObject({
      isVideo: true,
      category: 'drumLine',
      videoUrl: 'https://vimeo.com/123456789',
    });
  });

  it('edits with "Save Changes": unticking video makes it a photo and clears the video URL', async () => {
    await card(page, 'Flam Drill').getByRole('button', { name: 'Edit Flam Drill' }).click();
    const form = dialog(page, 'Edit Gallery Item');
    expect(await form.getByLabel('Video source').inputValue()).toBe('Vimeo');
    expect(await form.getByLabel('Is this a video?').isChecked()).toBe(true);
    await form.getByText('Is this a video?').click();
    expect(await form.getByLabel('Video category').count()).toBe(0);
    await clickSeeingPending(page, form, {
      button: 'Save Changes',
      pending: 'Updating...',
      method: 'PUT',
      url: '**/api/gallery/*',
      toast: 'SuccessGallery item updated successfully',
    });
    await expect.poll(async () => card(page, 'Flam Drill').locator('.admin-gallery-badge').textContent()).toBe('Photo');
    expect((await items()).find((g) => g.title === 'Flam Drill')).toMatchObject({
      isVideo: false,
      category: 'photos',
      videoUrl: null,
    });
  });

  it('shows a placeholder when an image fails to load, and "No description"', async () => {
    await suite.site.api('POST', '/api/gallery', {
      title: 'Broken Link',
      imageUrl: 'http://127.0.0.1:9/missing.jpg',
      isVideo: false,
    });
    await page.reload();
    const broken = card(page, 'Broken Link');
    await broken.getByRole('img', { name: 'Broken Link (image unavailable)' }).waitFor();
    expect(await broken.textContent()).toContain('No description');
  });

  it('deletes after "Are you sure you want to delete this item?" with "Deleting..."', async () => {
    await card(page, 'Broken Link').getByRole('button', { name: 'Delete Broken Link' }).click();
    const confirm = dialog(page, 'Delete Gallery Item');
    await confirm.getByText('Are you sure you want to delete this item?').waitFor();
    await confirm.getByText('“Broken Link” will be moved to the trash.').waitFor();
    await clickSeeingPending(page, confirm, {
      button: 'Delete',
      pending: 'Deleting...',
      method: 'DELETE',
      url: '**/api/gallery/*',
      toast: 'SuccessGallery item deleted successfully',
    });
    await card(page, 'Broken Link').waitFor({ state: 'detached' });
  });

  it('says "No gallery items found. Create one to get started." when there are none', async () => {
    for (const g of await items()) await suite.site.api('DELETE', `/api/gallery/${g.id}`);
    await page.reload();
    await page.getByText('No gallery items found. Create one to get started.').waitFor();
    await page.getByRole('radio', { name: 'Photos (0)' }).waitFor();
  });
});
