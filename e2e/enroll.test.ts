import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONTACT_MIN_FILL_MS } from '../shared/constants';
import { DESKTOP, PHONE, launchBrowser, newPage, snap, startSite, stopSite, type Site } from './harness';
import { startMailbox, type Mail, type Mailbox } from './mailbox';
import { dashboard, expectToast } from './admin-support';
import { expectNoAxeViolations } from './public-helpers';
import { axeViolations } from './a11y';

/** Enrollment from a family's side at 390 px in both languages, and the staff's Enrollment tab. */
let site: Site;
let noMail: Site;
let mailbox: Mailbox;
let browser: Browser;
beforeAll(async () => {
  mailbox = await startMailbox();
  [site, noMail, browser] = await Promise.all([
    startSite({ env: { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'academy@academy.test' } }),
    startSite(),
    launchBrowser(),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([stopSite(site), stopSite(noMail)]);
  await mailbox?.close();
});

const link = (mail: Mail, page: string) => {
  const url = mail.text.match(new RegExp(`https?://[^\\s>]+/enroll/${page}\\?token=[^\\s>]+`))?.[0];
  if (!url) throw new Error(`no /enroll/${page} link in: ${mail.text}`);
  const u = new URL(url);
  return u.pathname + u.search;
};
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const classCard = (page: Page, title: string) =>
  page.locator('.enroll-class', { has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });

async function request(
  page: Page,
  o: { title: string; name: string; email: string; child: string; age: string; send: string },
) {
  const card = classCard(page, o.title);
  await card.getByRole('button', { name: /^(Request a seat|Pedir un lugar)$/ }).click();
  const form = card.locator('form');
  const inputs = form.locator('input.bp6-input');
  await inputs.nth(0).fill(o.name);
  await inputs.nth(1).fill(o.email);
  await inputs.nth(3).fill(o.child);
  await inputs.nth(4).fill(o.age);
  await form.locator('input[type=checkbox]').first().check();
  await page.clock.fastForward(CONTACT_MIN_FILL_MS + 2000);
  await form.getByRole('button', { name: o.send }).click();
}

describe('the /enroll page at 390 px', () => {
  it('English: each open class with days, time, ages and seats; the request, the email, the one-press confirmation', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.clock.install();
    await page.goto(site.url + '/enroll');
    const first = classCard(page, 'Drumline Class');
    await first.waitFor();
    expect(await first.textContent()).toMatch(/Tuesdays and Thursdays, 4:00 PM/);
    expect(await first.textContent()).toContain('Ages 8 to 14');
    expect(await first.textContent()).toContain('16 seats left');
    expect(await noSideScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'enroll');
    // The age outside the class's range is refused in the form, naming it.
    await request(page, {
      title: 'Drumline Class',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      child: 'Leo',
      age: '5',
      send: 'Send the request',
    });
    await first.getByText('Please enter an age from 8 to 14.').waitFor();
    await first.locator('input.bp6-input').nth(4).fill('10');
    await first.getByRole('button', { name: 'Send the request' }).click();
    await first.getByRole('heading', { name: 'Check your email' }).waitFor();
    await snap(page, 'enroll-phone-en');
    const mail = await mailbox.waitFor('ana@example.com');
    expect(mail.subject).toBe('Please confirm your enrollment request at Core Performing Arts Academy');
    await page.goto(site.url + link(mail, 'confirm'));
    await page.getByRole('button', { name: 'Confirm the request' }).click();
    await page.getByText('Enrolled: Leo has a seat in Drumline Class.').waitFor();
    await page.getByText('Photos allowed').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.goto(site.url + '/enroll');
    await first.getByText('15 seats left').waitFor();
    await context.close();
  }, 150_000);

  it('Spanish: the same page in Spanish, the email and the confirmation in Spanish', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.clock.install();
    await page.goto(site.url + '/es/enroll');
    const first = classCard(page, 'Clase de drumline');
    await first.getByText('De 8 a 14 años').waitFor();
    expect(await first.textContent()).toMatch(/Los martes y los jueves/);
    expect(await first.textContent()).toMatch(/Quedan 1\d lugares/);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await noSideScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'enroll');
    await request(page, {
      title: 'Clase de drumline',
      name: 'Rosa Díaz',
      email: 'rosa@example.com',
      child: 'Sofía',
      age: '9',
      send: 'Enviar la solicitud',
    });
    await first.getByRole('heading', { name: 'Revise su correo' }).waitFor();
    await snap(page, 'enroll-phone-es');
    const mail = await mailbox.waitFor('rosa@example.com');
    expect(mail.subject).toBe('Confirme su solicitud de inscripción en Core Performing Arts Academy');
    const path = link(mail, 'confirm');
    expect(path.startsWith('/es/enroll/confirm')).toBe(true);
    await page.goto(site.url + path);
    await page.getByRole('button', { name: 'Confirmar la solicitud' }).click();
    await page.getByText('Inscrito/a: Sofía tiene un lugar en Clase de drumline.').waitFor();
    await context.close();
  }, 150_000);

  it('without SMTP: the classes with a line pointing to the contact page, no form', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    // 'Enroll Now' leads here once the site's settings say a class takes requests.
    await page.goto(noMail.url + '/');
    await expect
      .poll(() => page.getByRole('link', { name: 'Enroll Now' }).getAttribute('href'), { timeout: 20_000 })
      .toBe('/enroll');
    await page.goto(noMail.url + '/enroll');
    await page.getByText('Enrollment requests by email are not set up yet.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to the contact page' }).first().getAttribute('href')).toBe(
      '/contact',
    );
    expect(await page.locator('.enroll-class button').count()).toBe(0);
    await context.close();
  });

  it("once no class takes requests, 'Enroll Now' leads to the contact page in both languages", async () => {
    await noMail.adminToken();
    const events = await noMail.api<{ id: string; enrollment?: { open: boolean } }[]>('GET', '/api/events');
    for (const e of events.body.filter((x) => x.enrollment?.open))
      expect(
        (await noMail.api('PUT', `/api/events/${e.id}`, { ...e, enrollment: { ...e.enrollment, open: false } })).status,
      ).toBe(200);
    const { context, page } = await newPage(browser, { viewport: PHONE });
    for (const [home, name, contact] of [
      ['/', 'Enroll Now', '/contact'],
      ['/es/', 'Inscribirse', '/es/contact'],
    ]) {
      await page.goto(noMail.url + home);
      await expect
        .poll(() => page.getByRole('link', { name, exact: true }).getAttribute('href'), { timeout: 20_000 })
        .toBe(contact);
    }
    await page.goto(noMail.url + '/enroll');
    await page.getByText('No class is taking enrollment requests right now.').waitFor();
    await context.close();
  });
});

describe('the dashboard Enrollment tab', () => {
  it('shows seats, the roster with photo consent and the waitlist, withdraws, and offers the CSV', async () => {
    const { context, page } = await dashboard(browser, site, { tab: 'enrollment', viewport: DESKTOP });
    await page.getByRole('heading', { name: 'Enrollment', level: 2 }).waitFor();
    await page.getByLabel('Class').selectOption({ label: 'Drumline Class' });
    const roster = page.getByRole('table', { name: 'Roster' });
    await roster.getByText('Leo').waitFor();
    expect(await roster.getByText('No photos').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download roster CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe('class,status,place,child,age,photos,guardian,email,phone,language,confirmedAt');
    expect(csv.find((l) => l.includes(',Leo,'))).toMatch(
      /^Drumline Class,enrolled,,Leo,10,no,Ana Ruiz,ana@example.com,/,
    );
    await snap(page, 'enroll-dashboard');
    await roster.getByRole('row', { name: /Leo/ }).getByRole('button', { name: 'Withdraw' }).click();
    await expectToast(page, 'Leo withdrawn');
    await page.getByRole('table', { name: 'Not confirmed or withdrawn' }).getByText('Leo').waitFor();
    await context.close();
  });
});

/** A class of `capacity` seats with families confirmed into it through the API, as their emails would. */
async function classWithFamilies(
  title: string,
  capacity: number,
  families: { email: string; child: string; lang?: 'en' | 'es' }[],
  es?: string,
) {
  await site.adminToken();
  const start = new Date(Date.now() + 7 * 86_400_000);
  start.setUTCHours(22, 0, 0, 0);
  const made = await site.api<{ id: string }>('POST', '/api/events', {
    title,
    category: 'drum',
    location: 'Band Room',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3_600_000).toISOString(),
    recurrence: { frequency: 'weekly' },
    ...(es ? { translations: { es: { title: es } } } : {}),
    enrollment: { capacity, open: true, ageMin: 8, ageMax: 14 },
  });
  expect(made.status).toBe(201);
  for (const f of families) {
    const asked = await site.api('POST', '/api/enrollments', {
      eventId: made.body.id,
      guardian: { name: `Guardian of ${f.child}`, email: f.email },
      child: { firstName: f.child, age: 10 },
      lang: f.lang ?? 'en',
      consents: { policies: true, photos: true },
    });
    expect(asked.status).toBe(202);
    const token = new URL(link(await mailbox.waitFor(f.email), 'confirm'), site.url).searchParams.get('token');
    expect((await site.api('POST', '/api/enrollments/confirm', { token })).status).toBe(200);
  }
  return made.body.id;
}

describe('the dashboard Enrollment tab with a full class', () => {
  let ready: Promise<string> | undefined;
  // One seat, one family in it and one in line: built once for both viewports.
  const fullClass = () =>
    (ready ??= classWithFamilies('Full Snare Class', 1, [
      { email: 'seat@example.com', child: 'Mia' },
      { email: 'line@example.com', child: 'Noah' },
    ]));

  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const)
    it(`at ${name} px: warns that the class is full and why the family in line cannot be enrolled`, async () => {
      await fullClass();
      const { context, page } = await dashboard(browser, site, { tab: 'enrollment', viewport });
      await page.getByLabel('Class').selectOption({ label: 'Full Snare Class' });
      const waitlist = page.getByRole('table', { name: 'Waitlist' });
      await waitlist.getByText('Noah', { exact: true }).waitFor();
      // Capacity, enrolled, offered, seats left, waitlist.
      expect(await page.locator('dl[aria-label="Seats"] dd').allTextContents()).toEqual(['1', '1', '0', '0', '1']);
      const warning = page.locator('.bp6-callout', { hasText: 'The class is full' });
      await warning.waitFor();
      expect(await warning.textContent()).toContain(
        'The one seat is taken (enrolled or offered), so no family in line can be enrolled now.',
      );
      const enroll = waitlist.getByRole('row', { name: /Noah/ }).getByRole('button', { name: 'Enroll' });
      expect(await enroll.isDisabled()).toBe(true);
      expect(await enroll.getAttribute('title')).toBe('The class is full');
      await snap(page, `enroll-dashboard-full-${name}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });

  it('once a seat frees up, the warning goes and the family in line holds the offered seat', async () => {
    await fullClass();
    const { context, page } = await dashboard(browser, site, { tab: 'enrollment', viewport: DESKTOP });
    await page.getByLabel('Class').selectOption({ label: 'Full Snare Class' });
    const roster = page.getByRole('table', { name: 'Roster' });
    await page.locator('.bp6-callout', { hasText: 'The class is full' }).waitFor();
    await roster.getByRole('row', { name: /Mia/ }).getByRole('button', { name: 'Withdraw' }).click();
    await expectToast(page, 'Mia withdrawn');
    await roster
      .getByRole('row', { name: /Noah/ })
      .getByText(/^offered until/)
      .waitFor();
    expect(await page.getByText('The class is full').count()).toBe(0);
    await page.getByText('No family is waiting.').waitFor();
    await roster.getByRole('row', { name: /Noah/ }).getByRole('button', { name: 'Enroll' }).click();
    await expectToast(page, 'Noah enrolled');
    await roster.getByRole('row', { name: /Noah/ }).getByText('enrolled', { exact: true }).waitFor();
    await context.close();
  });

  it('a list that cannot load (offline: it is never saved) says so with the figures unknown, and Try again loads it', async () => {
    await fullClass();
    const { context, page } = await dashboard(browser, site, { tab: 'enrollment', viewport: DESKTOP });
    await page.getByRole('heading', { name: 'Enrollment', level: 2 }).waitFor();
    const list = '**/api/enrollments?eventId=*';
    await page.route(list, (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Class').selectOption({ label: 'Full Snare Class' });
    await page.locator('.bp6-callout', { hasText: 'Could not load the enrollments' }).waitFor();
    expect(await page.locator('dl[aria-label="Seats"] dd').allTextContents()).toEqual(['1', '–', '–', '–', '–']);
    await page.unroute(list);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('cell', { name: 'Noah', exact: true }).waitFor();
    expect(await page.getByText('Could not load the enrollments').count()).toBe(0);
    await context.close();
  });

  it("the owner's export (Data Management; the desktop app exports through the same tab) carries the enrollments", async () => {
    const id = await fullClass();
    const { context, page } = await dashboard(browser, site, { tab: 'data', viewport: DESKTOP });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to JSON' }).click();
    const content = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
    const records = content.enrollments.filter((r: { eventId: string }) => r.eventId === id);
    expect(records.map((r: { child: { firstName: string } }) => r.child.firstName).sort()).toEqual(['Mia', 'Noah']);
    expect(records[0].consents).toMatchObject({
      policies: true,
      policyVersion: expect.any(String),
      at: expect.any(String),
    });
    await context.close();
  });
});

describe("the guardian's page from the emails at 390 px", () => {
  let ready: Promise<string> | undefined;
  // One seat taken: both languages' families wait in line (7 requests in this file: under 10 per client).
  const lineClass = () =>
    (ready ??= classWithFamilies(
      'Family Page Class',
      1,
      [
        { email: 'holder@example.com', child: 'Ava' },
        { email: 'wait-en@example.com', child: 'Eli' },
        { email: 'wait-es@example.com', child: 'Lucía', lang: 'es' },
      ],
      'Clase de la familia',
    ));
  const words = {
    en: {
      email: 'wait-en@example.com',
      child: 'Eli',
      status: (place: number) => `On the waitlist for Family Page Class: number ${place} in line.`,
      download: 'Download everything we keep',
      withdraw: 'Withdraw from the class',
      withdrawn: 'Withdrawn from Family Page Class.',
      delete: 'Delete my data now',
      deleted: 'Everything we kept about this request is deleted.',
      invalid: 'This link is not valid any more.',
    },
    es: {
      email: 'wait-es@example.com',
      child: 'Lucía',
      status: (place: number) => `En la lista de espera de Clase de la familia: número ${place}.`,
      download: 'Descargar todo lo que guardamos',
      withdraw: 'Retirarse de la clase',
      withdrawn: 'Retirado/a de Clase de la familia.',
      delete: 'Borrar mis datos ahora',
      deleted: 'Se borró todo lo que guardábamos de esta solicitud.',
      invalid: 'Este enlace ya no es válido.',
    },
  } as const;

  it('the full class on /enroll and /es/enroll: how many families wait ahead, in each language', async () => {
    await lineClass();
    const { context, page } = await newPage(browser, { viewport: PHONE });
    for (const [path, title, text] of [
      ['/enroll', 'Family Page Class', 'Waitlist: 2 families ahead'],
      ['/es/enroll', 'Clase de la familia', 'Lista de espera: 2 familias antes'],
    ]) {
      await page.goto(site.url + path);
      await classCard(page, title).locator('.enroll-class__seats--full').getByText(text, { exact: true }).waitFor();
    }
    await context.close();
  });

  for (const lang of ['en', 'es'] as const)
    it(`${lang === 'en' ? 'English' : 'Spanish'}: status and place, the download of everything held, withdraw, delete`, async () => {
      const w = words[lang];
      await lineClass();
      // The email after the confirmation ('on the waitlist') links to the page, in the family's language.
      const path = link(await mailbox.waitFor(w.email, 2), 'manage');
      expect(path.startsWith(lang === 'es' ? '/es/enroll/manage' : '/enroll/manage')).toBe(true);
      const token = new URL(path, site.url).searchParams.get('token')!;
      const held = await site.api<{ place: number }>('GET', `/api/enrollments/mine?token=${encodeURIComponent(token)}`);
      const { context, page } = await newPage(browser, { viewport: PHONE });
      await page.goto(site.url + path);
      const status = page.locator('.enroll-mine__status');
      await status.getByText(w.status(held.body.place)).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('.enroll-mine__held').textContent()).toContain(w.email);
      expect(await noSideScroll(page)).toBe(true);
      // Each answer has the phone's width under its label, not a column one letter wide beside it.
      const widths = await page.locator('.enroll-mine__held dd').evaluateAll((dds) => dds.map((d) => d.clientWidth));
      expect(Math.min(...widths)).toBeGreaterThan(250);
      await expectNoAxeViolations(page, `enroll-manage-${lang}`);
      await snap(page, `enroll-manage-${lang}`);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: w.download }).click();
      const file = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
      expect(file).toMatchObject({
        status: 'waitlisted',
        place: held.body.place,
        guardian: { email: w.email },
        child: { firstName: w.child, age: 10 },
        consents: { policies: true, photos: true, policyVersion: expect.any(String), at: expect.any(String) },
        lang,
      });
      expect(file.token).toBeUndefined();

      // Asked first (a tap gives the place to the next family): dismissed, nothing changes.
      const asked: string[] = [];
      page.once('dialog', (d) => void (asked.push(d.message()), d.dismiss()));
      await page.getByRole('button', { name: w.withdraw }).click();
      await expect.poll(() => asked.length).toBe(1);
      expect(asked[0]).toContain(w.child);
      expect(await status.textContent()).toBe(w.status(held.body.place));
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: w.withdraw }).click();
      await status.getByText(w.withdrawn).waitFor();
      expect(await page.getByRole('button', { name: w.withdraw }).count()).toBe(0);

      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: w.delete }).click();
      await page.getByRole('heading', { name: w.deleted }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: w.invalid }).waitFor();
      expect((await site.api('GET', `/api/enrollments/mine?token=${encodeURIComponent(token)}`)).status).toBe(404);
      await context.close();
    });
});
