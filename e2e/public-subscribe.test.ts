import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONTACT_MIN_FILL_MS } from '../shared/constants';
import type { SubscriptionAdminView } from '../shared/schemas';
import { DESKTOP, PHONE, launchBrowser, newPage, snap, startSite, stopSite, type Site } from './harness';
import { pageLink, startMailbox, type Mailbox } from './mailbox';
import { expectNoAxeViolations } from './public-helpers';

/**
 * Notices by email from a family's side: the form (footer and announcements page), the
 * confirmation email read from a real SMTP server, the confirm page's one button, the manage page.
 */
let site: Site;
let noMail: Site;
let mailbox: Mailbox;
let browser: Browser;
beforeAll(async () => {
  mailbox = await startMailbox();
  [site, noMail, browser] = await Promise.all([
    startSite({ env: { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'academy@academy.test' } }),
    startSite({ seed: 'none' }),
    launchBrowser(),
  ]);
  await site.adminToken();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([stopSite(site), stopSite(noMail)]);
  await mailbox?.close();
});

const subscription = async (email: string) =>
  (await site.api<SubscriptionAdminView[]>('GET', `/api/subscriptions?q=${encodeURIComponent(email)}`)).body.find(
    (s) => s.email === email,
  );

/** A page whose clock can move on: a person takes longer than the spam threshold to fill the form. */
async function openWithClock(path: string, viewport = PHONE) {
  const { context, page } = await newPage(browser, { viewport });
  await page.clock.install();
  const site_ = page.waitForResponse((r) => r.url().endsWith('/api/site'));
  await page.goto(site.url + path);
  await site_;
  return { context, page };
}

async function fillAndSend(page: Page, scope: ReturnType<Page['locator']>, email: string) {
  await scope.getByLabel('Email', { exact: true }).fill(email);
  await page.clock.fastForward(CONTACT_MIN_FILL_MS + 2000);
  await scope.getByRole('button', { name: 'Subscribe' }).click();
  await scope.getByRole('heading', { name: 'Check your inbox to confirm' }).waitFor();
}

describe('subscribe', () => {
  it('shows no form where the server sends no email', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    const siteAnswer = page.waitForResponse((r) => r.url().endsWith('/api/site'));
    await page.goto(noMail.url + '/announcements');
    expect((await (await siteAnswer).json()).subscriptions).toBe(false);
    await page.locator('#root:not([inert])').waitFor();
    await page.getByRole('heading', { name: 'Announcements', level: 1 }).waitFor();
    expect(await page.getByText('Notices by email').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Get notices by email' }).count()).toBe(0);
    await context.close();
  });

  it("the footer's form loads on first use, checks with the shared schema's messages, and answers 'check your inbox'", async () => {
    const { context, page } = await openWithClock('/', PHONE);
    const formCode: string[] = [];
    page.on('request', (r) => /SubscribeForm/.test(r.url()) && formCode.push(r.url()));
    const footer = page.locator('#site-footer');
    const open = footer.getByRole('button', { name: 'Get class notices by email' });
    await open.waitFor();
    expect(formCode).toEqual([]);
    await open.click();
    const email = footer.getByLabel('Email', { exact: true });
    await email.waitFor();
    expect(formCode.length).toBeGreaterThan(0);
    // The address field takes the focus the button had.
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    // Everything starts ticked (the server's defaults).
    expect(await footer.getByRole('checkbox', { checked: true }).count()).toBe(6);
    // The digest says when it goes (GET /api/site: DIGEST_WEEKDAY, DIGEST_TIME).
    await footer.getByRole('checkbox', { name: 'Weekly schedule, Sundays at 6:00 PM' }).waitFor();
    await footer.getByRole('checkbox', { name: 'Drumline' }).uncheck();
    await footer.getByRole('checkbox', { name: 'Color Guard' }).uncheck();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Please enter a valid email address').waitFor();
    await footer.getByText('Choose at least one program').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // The first field in error has the focus.
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    await footer.getByRole('checkbox', { name: 'Color Guard' }).check();
    await expect.poll(() => footer.getByText('Choose at least one program').count()).toBe(0);
    await footer.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page, 'footer form with errors');
    await snap(page, 'subscribe-footer-errors-390');

    await fillAndSend(page, footer, 'guard.family@example.com');
    await expectNoAxeViolations(page, 'footer form sent');
    await snap(page, 'subscribe-footer-sent-390');
    const mail = await mailbox.waitFor('guard.family@example.com');
    expect(mail.subject).toMatch(/confirm/i);
    pageLink(mail, 'confirm');
    const stored = await subscription('guard.family@example.com');
    expect(stored).toMatchObject({ status: 'pending', programs: ['colorGuard'] });
    await context.close();
  });

  it('the same answer for an address that is already subscribed, and no second email within the hour', async () => {
    for (const round of [1, 2]) {
      const { context, page } = await openWithClock('/announcements', DESKTOP);
      const card = page.locator('#subscribe');
      await card.getByRole('heading', { name: 'Get notices by email' }).waitFor();
      if (round === 1) {
        await expectNoAxeViolations(page, 'announcements form');
        await card.scrollIntoViewIfNeeded();
        await snap(page, 'subscribe-announcements-1280');
      }
      await fillAndSend(page, card, 'twice@example.com');
      expect(await card.textContent()).toContain('twice@example.com');
      await context.close();
    }
    await mailbox.waitFor('twice@example.com');
    // Another subscribe answered after the first email: the server has queued nothing more for it.
    const { context, page } = await openWithClock('/announcements', DESKTOP);
    await fillAndSend(page, page.locator('#subscribe'), 'someone.else@example.com');
    await mailbox.waitFor('someone.else@example.com');
    expect(mailbox.to('twice@example.com')).toHaveLength(1);
    await context.close();
  });

  it('subscribe, the emailed link, confirm with one press, then manage: programs, unsubscribe, subscribe again', async () => {
    const address = 'drum.family@example.com';
    const { context, page } = await openWithClock('/announcements', PHONE);
    const card = page.locator('#subscribe');
    await card.getByRole('heading', { name: 'Get notices by email' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'subscribe-announcements-390');
    await fillAndSend(page, card, address);
    const mail = await mailbox.waitFor(address);
    const confirm = pageLink(mail, 'confirm');

    // Opening the page (as a mail scanner would) confirms nothing.
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(site.url + confirm.path);
      await page.getByRole('button', { name: 'Confirm my subscription' }).waitFor();
      expect(await page.title()).toMatch(/^Confirm your subscription \| /);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      await expectNoAxeViolations(page, `confirm page ${viewport.width}`);
      await snap(page, `subscribe-confirm-${viewport.width}`);
    }
    expect((await subscription(address))?.status).toBe('pending');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { name: "You're subscribed" }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain(address);
    await expectNoAxeViolations(page, 'confirmed');
    await snap(page, 'subscribe-confirmed-390');
    expect((await subscription(address))?.status).toBe('active');

    // The manage page, from the confirmed page's link.
    await page.getByRole('link', { name: 'Change what you get' }).click();
    await page.waitForURL(/\/subscribe\/manage\?token=/);
    await page.getByRole('heading', { name: 'What you get' }).waitFor();
    expect(await page.title()).toMatch(/^Your email notices \| /);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(6);
    await expectNoAxeViolations(page, 'manage 390');
    await snap(page, 'subscribe-manage-390');
    await page.getByRole('checkbox', { name: 'Color Guard' }).uncheck();
    await page.getByRole('checkbox', { name: 'Every announcement' }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(/^Saved\. You'll get .* for Drumline\.$/).waitFor();
    await expect
      .poll(async () => {
        const s = await subscription(address);
        return [s?.programs, s?.kinds];
      })
      .toEqual([['drumline'], ['urgent', 'cancellations', 'digest']]);
    // None left: the shared schema's message, nothing sent.
    await page.getByRole('checkbox', { name: 'Drumline' }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Choose at least one program').waitFor();
    expect((await subscription(address))?.programs).toEqual(['drumline']);
    await page.getByRole('checkbox', { name: 'Drumline' }).check();
    await expect.poll(() => page.getByText('Choose at least one program').count()).toBe(0);

    await page.setViewportSize(DESKTOP);
    await snap(page, 'subscribe-manage-1280');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    expect((await subscription(address))?.status).toBe('unsubscribed');
    await expectNoAxeViolations(page, 'unsubscribed');
    await snap(page, 'subscribe-unsubscribed-1280');
    // A reload shows the same: the page reads the server's state.
    await page.reload();
    await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await page.getByText(/^Welcome back\./).waitFor();
    expect((await subscription(address))?.status).toBe('active');
    await context.close();
  });

  it('a wrong or missing token: a clear page, no error', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.clock.install();
    await page.goto(site.url + '/subscribe/confirm?token=not-a-real-token');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { name: 'This link has expired or was already used' }).waitFor();
    await expectNoAxeViolations(page, 'confirm: bad token');
    await page.goto(site.url + '/subscribe/confirm');
    await page.getByRole('heading', { name: 'This link has expired or was already used' }).waitFor();
    await page.goto(site.url + '/subscribe/manage?token=not-a-real-token');
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await expectNoAxeViolations(page, 'manage: bad token');
    await snap(page, 'subscribe-manage-bad-token-390');
    // The form is right there, to ask for a new link.
    const again = page.locator('#subscribe');
    await again.getByRole('heading', { name: 'Subscribe again' }).waitFor();
    await fillAndSend(page, again, 'new.link@example.com');
    pageLink(await mailbox.waitFor('new.link@example.com'), 'confirm');
    await context.close();
  });

  it('the sitemap lists neither page', async () => {
    const sitemap = await (await fetch(site.url + '/sitemap.xml')).text();
    expect(sitemap).not.toContain('/subscribe');
  });
});
