import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../shared/schemas';
import { OMNIBOX_POPUPS, PLAYWRIGHT_DISABLED_FEATURES, newPage, useSiteAndBrowser } from './harness';
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

  it("the browser runs without the address bar's popups and keeps every feature Playwright disables", async () => {
    // Chromium keeps only the last --disable-features: the harness's must hold Playwright's own.
    const session = await suite.browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map((t) => t.url).filter((u) => u.startsWith('chrome://omnibox-popup'))).toEqual([]);
    const browsers = fs
      .readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .map((pid) => ({ stat: readProc(pid, 'stat'), cmd: readProc(pid, 'cmdline').split('\0') }))
      .filter(
        (p) =>
          p.stat.split(') ')[1]?.split(' ')[1] === String(process.pid) && p.cmd.includes('--remote-debugging-pipe'),
      );
    expect(browsers.length).toBeGreaterThan(0);
    for (const { cmd } of browsers) {
      const lists = cmd.filter((a) => a.startsWith('--disable-features=')).map((a) => a.split('=')[1].split(','));
      const [playwrights, effective] = [lists[0], lists.at(-1)!];
      expect(playwrights).toEqual(PLAYWRIGHT_DISABLED_FEATURES);
      expect(effective).toEqual(expect.arrayContaining([...playwrights, ...OMNIBOX_POPUPS]));
    }
  });
});

function readProc(pid: string, file: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return ''; // ended meanwhile
  }
}
