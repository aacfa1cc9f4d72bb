import { describe, expect, it } from 'vitest';
import type { Announcement } from '../shared/schemas';
import { newPage, useSiteAndBrowser } from './harness';
import { card, loginViaUi } from './admin-support';

/**
 * The smallest walk through the site and the dashboard: .ci/prod-node runs it on production's
 * Node.js, next to the full suite on the machine's. The demo seed runs its images through sharp,
 * so a native module that does not load on that Node stops the server here.
 */
const suite = useSiteAndBrowser();
const announcements = async () => (await suite.site.api<Announcement[]>('GET', '/api/announcements')).body;

describe('smoke', () => {
  // The harness starts the server on process.execPath: the Node.js this file runs on.
  it.skipIf(!process.env.SMOKE_NODE_MAJOR)('runs on the Node.js major that .ci/prod-node asked for', () => {
    expect(process.versions.node.split('.')[0]).toBe(process.env.SMOKE_NODE_MAJOR);
  });

  it('the announcements page shows the announcements the API holds', async () => {
    const titles = (await announcements()).map((a) => a.title);
    expect(titles.length).toBeGreaterThan(0);
    const { context, page } = await newPage(suite.browser);
    const fetched = page.waitForResponse((r) => r.url().endsWith('/api/announcements') && r.ok());
    await page.goto(suite.site.url + '/announcements');
    await fetched;
    const cards = page.locator('.announcement-list .announcement-card__title');
    await cards.first().waitFor();
    const shown = await cards.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const title of shown) expect(titles).toContain(title);
    await context.close();
  });

  it('the admin logs in and sees the announcements in the dashboard', async () => {
    const [first] = await announcements();
    const { context, page } = await newPage(suite.browser);
    await loginViaUi(page, suite.site);
    await page.getByRole('tab', { name: 'Announcements' }).click();
    await card(page, first.title).waitFor();
    await context.close();
  });
});
