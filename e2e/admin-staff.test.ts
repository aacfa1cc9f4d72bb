import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { totpCodeAt } from '../api/features/staff/totp';
import { axeViolations } from './a11y';
import { dashboard, expectToast, recordToasts, shoot } from './admin-support';
import { DESKTOP, PHONE, launchBrowser, newPage, startSite, stopSite, type Site } from './harness';

/**
 * Staff accounts in the dashboard, against the built server without SMTP: the owner invites an
 * instructor and copies the link; the link sets a password and the instructor lands on the
 * dashboard without the owner's tabs; then sets up two-step sign-in and signs in with a code.
 */
let site: Site;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ seed: 'none' }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stopSite(site);
});

const PASSWORD = 'drum-line-forever-2026';
const tabNames = async (page: Page) =>
  (await page.getByRole('tab').allTextContents()).map((t) => t.replace(/\d+$/, '').trim());

describe('staff accounts', () => {
  let inviteUrl = '';

  it('the owner invites an instructor and gets the link to copy (no SMTP)', async () => {
    const { context, page } = await dashboard(browser, site, { viewport: DESKTOP, tab: 'staff' });
    await page.getByRole('heading', { name: 'Staff', level: 2 }).waitFor();
    await page.locator('.admin-staff-card').first().waitFor();
    expect(await page.locator('.admin-staff-card').count()).toBe(1);
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
    await dialog.getByLabel('Name').fill('Rosa Instructor');
    await dialog.getByLabel('Email').fill('rosa@academy.test');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    const link = dialog.getByLabel('Invitation link');
    await link.waitFor();
    inviteUrl = await link.inputValue();
    expect(inviteUrl).toMatch(/\/admin\/invite\?token=[A-Za-z0-9_-]{43}$/);
    await dialog.getByText('No email could be sent').waitFor();
    const found = await axeViolations(page);
    expect(found, found.join('\n')).toEqual([]);
    await shoot(page, 'admin-staff-invite-1280');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.locator('.admin-staff-card').count()).toBe(2);
    await page.getByText('Invitation pending').waitFor();
    // The first owner gives themselves an email to sign in by.
    await page.getByRole('button', { name: 'Edit Owner' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit account' });
    await edit.getByLabel('Email').fill('owner@academy.test');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.locator('.admin-staff-card').getByText('owner@academy.test').waitFor();
    await context.close();
  });

  it('the link sets a password; the instructor lands without the owner tabs', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await recordToasts(page);
    await page.goto(inviteUrl.replace(/^https?:\/\/[^/]+/, site.url));
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByLabel('New password').fill('too-short');
    await page.getByLabel('Repeat it').fill('too-short');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByText('Use at least 12 characters').waitFor();
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Repeat it').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL('**/admin/dashboard**');
    await page.getByRole('button', { name: 'Your account: Rosa Instructor' }).waitFor();
    await shoot(page, 'admin-staff-instructor-390');
    await context.close();

    // At desktop width the tab list shows: neither Staff nor Families; Data Management holds only the trash.
    const wide = await newPage(browser, { viewport: DESKTOP });
    await wide.page.goto(`${site.url}/admin/login`);
    await wide.page.getByLabel('Email').fill('rosa@academy.test');
    await wide.page.getByLabel('Password').fill(PASSWORD);
    await wide.page.getByRole('button', { name: 'Login' }).click();
    await wide.page.waitForURL('**/admin/dashboard**');
    await wide.page.getByRole('button', { name: 'Your account: Rosa Instructor' }).waitFor();
    const tabs = await tabNames(wide.page);
    expect(tabs).toContain('Announcements');
    expect(tabs).toContain('Data Management');
    expect(tabs).not.toContain('Staff');
    expect(tabs).not.toContain('Families');
    await wide.page.goto(`${site.url}/admin/dashboard?tab=data`);
    await wide.page.getByText('Restore what was deleted in the last 30 days.').waitFor();
    expect(await wide.page.getByRole('button', { name: 'Import Data' }).count()).toBe(0);
    expect(await wide.page.getByText('Export', { exact: false }).count()).toBe(0);
    // A link to an owner tab falls back to the first tab.
    await wide.page.goto(`${site.url}/admin/dashboard?tab=staff`);
    await wide.page.getByRole('heading', { name: 'Announcements', level: 2 }).waitFor();
    await wide.context.close();
  });

  it('two-step sign-in: set up with the QR code, then the login asks for the code', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await recordToasts(page);
    await page.goto(`${site.url}/admin/login`);
    await page.getByLabel('Email').fill('rosa@academy.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Your account: Rosa Instructor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your account' });
    await dialog.getByRole('button', { name: 'Set up' }).click();
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = (await dialog.locator('.admin-totp-key').textContent())!.replace(/\s/g, '');
    await dialog.getByLabel('Code from the app').fill(totpCodeAt(key, Math.floor(Date.now() / 1000)));
    await shoot(page, 'admin-staff-totp-1280');
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expectToast(page, 'On: sign-in will ask for a code from your app.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');

    await page.getByLabel('Email').fill('rosa@academy.test');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByLabel('Authentication code').waitFor();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/not right/).waitFor();
    // The next step's code: the one of this step was spent turning it on.
    await page.getByLabel('Authentication code').fill(totpCodeAt(key, Math.floor(Date.now() / 1000) + 30));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard**');
    await context.close();
  });
});
