import { describe, expect, it } from 'vitest';
import { axeViolations } from './a11y';
import { DESKTOP, PASSWORDS, PHONE, newPage, useSiteAndBrowser } from './harness';
import { expectToast, hold, loginViaUi, recordToasts, shoot } from './admin-support';

const suite = useSiteAndBrowser();

describe('admin login and session', () => {
  it('shows the login page without accessibility violations, at 1280 and 390 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(suite.browser, { viewport });
      await page.goto(suite.site.url + '/admin/login');
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      await page.getByText('Enter your administrator password to access the dashboard').waitFor();
      expect(await page.getByLabel('Password').getAttribute('placeholder')).toBe('Enter administrator password');
      expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
      expect(await page.locator('header, footer').count()).toBe(0); // /admin renders without the site chrome
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `admin-login-${viewport.width}`);
      await context.close();
    }
  });

  it('requires a password, refuses a wrong one, then logs in with "Logging in..." and a toast', async () => {
    const { context, page } = await newPage(suite.browser);
    await recordToasts(page);
    await page.goto(suite.site.url + '/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login failedIncorrect password. Please try again.');

    await page.getByLabel('Password').fill(PASSWORDS.admin);
    const held = await hold(page, '**/api/admin/login', 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    await held.arrived;
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Logging in...' }).isDisabled()).toBe(true);
    await held.release();
    await page.waitForURL('**/admin/dashboard');
    await expectToast(page, 'Login successfulWelcome to the admin dashboard');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/^[\w-]{40,}$/);
    await context.close();
  });

  it('restores the session after a reload (GET /api/admin/session) and logs out to the login page', async () => {
    const { context, page } = await newPage(suite.browser);
    await loginViaUi(page, suite.site);
    const sessionCheck = page.waitForRequest((r) => r.url().endsWith('/api/admin/session'));
    await page.reload();
    await sessionCheck;
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Announcements' }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.goto(suite.site.url + '/admin/dashboard');
    await page.waitForURL('**/admin/login');
    await context.close();
  });

  it('shows "Authentication Required" with "Go to Login" while redirecting an anonymous visitor', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(suite.site.url + '/admin/login'); // loads the admin chunk, so only the login route is held below
    // Hold the login page's lazy chunk: the dashboard's redirect screen stays up until it arrives.
    const chunk = await hold(page, /\/assets\/login-[\w-]+\.js$/);
    await page.goto(suite.site.url + '/admin/dashboard');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.getByRole('button', { name: 'Go to Login' }).waitFor();
    await chunk.release();
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await context.close();
  });

  it('sends the user to login when the stored token was revoked (on load and mid-session)', async () => {
    const { context, page } = await newPage(suite.browser);
    await loginViaUi(page, suite.site);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    // Revoke it from outside the browser, as a logout elsewhere or a password change would.
    expect(
      (
        await fetch(suite.site.url + '/api/admin/logout', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(204);

    // Mid-session: the next admin-only call (the messages list) answers 401 and ends the session.
    await page.getByRole('tab', { name: 'Contact Messages' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // On load: a stale token left in storage is dropped after GET /api/admin/session says 401.
    await page.evaluate((t) => localStorage.setItem('auth_token', t!), token);
    await page.goto(suite.site.url + '/admin/dashboard');
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });
});
