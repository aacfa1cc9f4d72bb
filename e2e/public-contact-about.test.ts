import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONTACT_MIN_FILL_MS } from '../shared/constants';
import { launchBrowser, startSite, stopSite, type Site } from './harness';
import { expectNoAxeViolations, holdRequests, open, toast } from './public-helpers';

/** Contact form (validation, Sending..., success, failure) and the About page's instructors. */
let site: Site;
let empty: Site;
let browser: Browser;
beforeAll(async () => {
  [site, empty, browser] = await Promise.all([startSite(), startSite({ seed: 'none' }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([stopSite(site), stopSite(empty)]);
});

async function fill(page: Page, v: { name: string; email: string; subject: string; message: string }) {
  await page.getByLabel('Name', { exact: true }).fill(v.name);
  await page.getByLabel('Email', { exact: true }).fill(v.email);
  await page.getByLabel('Subject', { exact: true }).fill(v.subject);
  await page.getByLabel('Message', { exact: true }).fill(v.message);
}
const good = {
  name: 'Pat Parent',
  email: 'pat@example.com',
  subject: 'Enrolling',
  message: 'Is there room in the beginner drumline class?',
};

describe('contact', () => {
  it("shows the contact email and the spec's validation messages", async () => {
    const { context, page } = await open(browser, site, '/contact');
    await page.getByRole('heading', { name: 'Get In Touch' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'info@coreperformingarts.org' }).waitFor();
    expect(await page.getByLabel('Message', { exact: true }).getAttribute('rows')).toBe('5');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Subject must be at least 2 characters',
      'Message must be at least 10 characters',
    ])
      await page.getByText(text).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'contact errors');
    await fill(page, { ...good, email: 'not-an-email', message: 'short' });
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Message must be at least 10 characters').waitFor();
    expect(await page.getByText('Name must be at least 2 characters').count()).toBe(0);
    await context.close();
  });

  it('sends: Sending..., the success notice, the form reset, the message stored', async () => {
    const { context, page } = await open(browser, site, '/contact');
    // A person takes longer than the spam threshold to write: move the page's clock on instead of waiting.
    await page.clock.install();
    await page.reload();
    await fill(page, good);
    await page.clock.fastForward(CONTACT_MIN_FILL_MS + 2000);
    const release = await holdRequests(page, '**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await toast(page)
      .filter({ hasText: 'Message Sent' })
      .getByText("Thank you for your message. We'll get back to you soon!")
      .waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await site.adminToken();
    const stored = (await site.api<{ subject: string; email: string }[]>('GET', '/api/contact')).body;
    expect(stored.some((m) => m.subject === 'Enrolling' && m.email === 'pat@example.com')).toBe(true);
    await context.close();
  });

  it('loads the validation schema only once the form is used; two quick submits send one message', async () => {
    const { context, page } = await open(browser, site, '/contact');
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await page.clock.install();
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    const schema = /\/schemas-[^/]*\.js$/;
    expect(scripts.filter((u) => schema.test(u))).toEqual([]);
    // Focusing a field starts the load; held here, so both clicks land before the schema is in.
    const release = await holdRequests(page, schema);
    const subject = `Twice ${Date.now()}`;
    await fill(page, { ...good, subject });
    await page.clock.fastForward(CONTACT_MIN_FILL_MS + 2000);
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await send.click();
    release();
    await toast(page).filter({ hasText: 'Message Sent' }).waitFor();
    await site.adminToken();
    const stored = (await site.api<{ subject: string }[]>('GET', '/api/contact')).body;
    expect(stored.filter((m) => m.subject === subject)).toHaveLength(1);
    // The schema was requested once the form was used (so the check before it was not vacuous).
    expect(scripts.filter((u) => schema.test(u))).toHaveLength(1);
    await context.close();
  });

  it('a failure shows the error notice and keeps what was typed', async () => {
    const { context, page } = await open(browser, site, '/contact');
    // Past the time trap (a form sent faster asks to send again and posts nothing, lib/fillTimer.ts),
    // so the post reaches the failing server.
    await page.clock.install();
    await page.reload();
    await page.route('**/api/contact', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await fill(page, good);
    await page.clock.fastForward(CONTACT_MIN_FILL_MS + 2000);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page)
      .filter({ hasText: 'Error' })
      .getByText('There was a problem sending your message. Please try again.')
      .waitFor();
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(good.message);
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    await context.close();
  });
});

describe('about', () => {
  it('mission, approach, six blurbs, instructors grouped, the director apart', async () => {
    const { context, page } = await open(browser, site, '/contact');
    const release = await holdRequests(page, '**/api/instructors');
    await page.goto(site.url + '/about');
    await expect.poll(() => page.getByTestId('instructor-skeleton').count()).toBe(4);
    release();
    await page.getByRole('heading', { name: 'Color Guard Instructors' }).waitFor();
    for (const h of ['Our Mission', 'Our Approach', 'Our Instructors', 'Percussion Instructors'])
      await page.getByRole('heading', { name: h }).waitFor();
    expect(await page.locator('.feature h3').allTextContents()).toEqual([
      'Professional Instruction',
      'Small Class Sizes',
      'Performance Opportunities',
      'Creative Development',
      'Seasonal Programs',
      'Artistic Excellence',
    ]);
    const group = (name: string) =>
      page
        .locator('.instructor-group')
        .filter({ has: page.getByRole('heading', { name }) })
        .locator('.instructor-card__name')
        .allTextContents();
    expect(await group('Color Guard Instructors')).toEqual(['Maya Torres', 'Riley Chen']);
    expect(await group('Percussion Instructors')).toEqual(['Marcus Bell', 'Sam Okafor']);
    const director = page.getByRole('region', { name: 'Jordan Ellis' });
    await director.waitFor();
    expect(await director.textContent()).toContain('Executive Director');
    // The director comes after both groups.
    const order = await page.locator('.instructor-group, .director').evaluateAll((els) => els.map((e) => e.className));
    expect(order.at(-1)).toContain('director');
    // No photos in the seed: an icon each, a different one for the Executive title.
    expect(await page.locator('.director [data-testid="instructor-icon"]').getAttribute('class')).toContain('is-exec');
    expect(await page.locator('.instructor-group [data-testid="instructor-icon"].is-exec').count()).toBe(0);
    await context.close();
  });

  it('an instructor photo that fails to load falls back to the icon', async () => {
    await empty.adminToken();
    await empty.api('POST', '/api/instructors', {
      name: 'Broken Photo',
      title: 'Percussion Instructor',
      bio: '',
      imageUrl: '/uploads/missing.webp',
    });
    const { context, page } = await open(browser, empty, '/about');
    await page.getByRole('heading', { name: 'Broken Photo' }).waitFor();
    await page.locator('.instructor-card [data-testid="instructor-icon"]').waitFor();
    await context.close();
  });

  it('says No instructors available at the moment. when there are none', async () => {
    const fresh = await startSite({ seed: 'none' });
    try {
      const { context, page } = await open(browser, fresh, '/about');
      await page.getByText('No instructors available at the moment.').waitFor();
      await context.close();
    } finally {
      await stopSite(fresh);
    }
  });
});
