import { describe, expect, it } from 'vitest';
import { axeViolations } from './a11y';
import { DESKTOP, PHONE, useSiteAndBrowser } from './harness';
import { dashboard, shoot } from './admin-support';

const suite = useSiteAndBrowser();

/** Each tab, with something that shows it has loaded its content. */
// The owner's tabs, in order (an instructor sees those without the owner's: e2e/admin-staff).
const TABS = [
  { id: 'announcements', search: 'Search announcements', label: 'Announcements', ready: 'Add Announcement' },
  { id: 'events', search: 'Search events', label: 'Events Calendar', ready: 'Add Event' },
  { id: 'enrollment', label: 'Enrollment', ready: 'Download roster CSV' },
  { id: 'gallery', search: 'Search gallery', label: 'Gallery', ready: 'Add Gallery Item' },
  { id: 'instructors', label: 'Instructors', ready: 'Add Instructor' },
  { id: 'messages', search: 'Search messages', label: 'Contact Messages', ready: null },
  { id: 'families', search: 'Search families', label: 'Families', ready: 'Download CSV' },
  { id: 'data', label: 'Data Management', ready: 'Export to JSON' },
  { id: 'staff', label: 'Staff', ready: 'Invite' },
  { id: 'audit', label: 'Audit Log', ready: 'Check the log' },
];

describe('dashboard layout', () => {
  it(
    "has the owner's ten tabs, Announcements first, and no axe violations on any tab at 1280 px",
    { timeout: 180_000 },
    async () => {
      const { context, page } = await dashboard(suite.browser, suite.site, { viewport: DESKTOP });
      const tabs = page.getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(expect.arrayContaining(TABS.map((t) => t.label)));
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Announcements');
      expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab.label }).click();
        await page.waitForURL(tab.id === 'announcements' ? /dashboard$/ : new RegExp(`tab=${tab.id}`));
        if (tab.ready) await page.getByRole('button', { name: tab.ready }).waitFor();
        await page.locator('.admin-list-state').first().waitFor({ state: 'detached' });
        expect(await axeViolations(page), tab.label).toEqual([]);
        await shoot(page, `admin-${tab.id}-1280`);
      }
      await context.close();
    },
  );

  it(
    'turns the tabs into a menu sheet from the top under 768 px, without axe violations',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await dashboard(suite.browser, suite.site, { viewport: PHONE });
      expect(await page.getByRole('tab').count()).toBe(0);
      for (const tab of TABS) {
        await page.getByRole('button', { name: /Sections menu/ }).click();
        const sheet = page.locator('.bp6-drawer.admin-menu-sheet');
        await sheet.waitFor();
        // It slides down from the top edge, full width.
        await page.waitForFunction(
          () => document.querySelector('.admin-menu-sheet')?.getBoundingClientRect().top === 0,
        );
        expect((await sheet.boundingBox())!.width).toBe(PHONE.width);
        if (tab.id === 'announcements') {
          expect(await sheet.getByRole('menuitem').allTextContents()).toEqual(TABS.map((t) => t.label));
          await shoot(page, 'admin-menu-sheet-390');
        }
        await sheet.getByRole('menuitem', { name: tab.label }).click();
        await sheet.waitFor({ state: 'detached' });
        await page.getByRole('region', { name: tab.label }).waitFor();
        if (tab.ready) await page.getByRole('button', { name: tab.ready }).waitFor();
        await page.locator('.admin-list-state').first().waitFor({ state: 'detached' });
        expect(await axeViolations(page), tab.label).toEqual([]);
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await shoot(page, `admin-${tab.id}-390`);
      }
      await context.close();
    },
  );
  it("'/' focuses the tab's search with focus on a tab or a toast showing, not while typing", async () => {
    const { context, page } = await dashboard(suite.browser, suite.site, { viewport: DESKTOP });
    const activeType = () => page.evaluate(() => document.activeElement?.getAttribute('type') ?? null);
    // The login toast is an open overlay, which '/' took for a dialog: the pointer on it keeps it up.
    await page.locator('.bp6-toast').first().hover();
    for (const [i, tab] of TABS.filter((t) => t.search).entries()) {
      await page.getByRole('tab', { name: tab.label }).click();
      if (i === 0) expect(await page.locator('.bp6-toast').count()).toBe(1);
      await page.waitForURL(tab.id === 'announcements' ? /dashboard$/ : new RegExp(`tab=${tab.id}`));
      // This tab's own search: the one before stays on screen until the new tab's panel is drawn
      // (a transition), and '/' pressed then went to the field about to go.
      const search = page.getByRole('searchbox', { name: tab.search });
      await search.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role')), tab.label).toBe('tab');
      await page.keyboard.press('/');
      await expect.poll(activeType, { timeout: 5000 }).toBe('search');
      expect(await search.inputValue(), tab.label).toBe(''); // the '/' itself is not typed
      // In a field, '/' is a character.
      await page.keyboard.type('a/b');
      expect(await search.inputValue(), tab.label).toBe('a/b');
      await search.fill('');
    }
    // And with no toast at all.
    await page.mouse.move(0, 0);
    await page.locator('.bp6-toast').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('tab', { name: 'Gallery' }).click();
    // Its search is drawn once the tab has opened: '/' before that has nothing to focus.
    await page.waitForURL(/tab=gallery/);
    await page.getByRole('searchbox', { name: 'Search gallery' }).waitFor();
    await page.keyboard.press('/');
    await expect.poll(activeType, { timeout: 5000 }).toBe('search');
    await context.close();
  });
});
