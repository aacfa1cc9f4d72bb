import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  addDaysKey,
  formatKey,
  monthTitle,
  nextYearMonth,
  todayKey,
  weekOf,
  weekTitle,
  yearMonthOf,
  zonedIso,
} from '@shared/dates';
import { PHONE, launchBrowser, startSite, stopSite, type Site } from './harness';
import {
  ACADEMY_TZ,
  BROWSER_ZONES,
  closeWithEscape,
  createEvent,
  expectNoAxeViolations,
  holdRequests,
  open,
} from './public-helpers';

/** The week calendar (home) and the month calendar (/schedule), in two browser timezones. */
let site: Site;
let browser: Browser;
const today = todayKey(ACADEMY_TZ);
const ym = yearMonthOf(today);
const next = nextYearMonth(ym);
const nextMonthDay = `${next.year}-${String(next.month).padStart(2, '0')}-10`;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ seed: 'none' }), launchBrowser()]);
  for (let i = 0; i < 5; i++)
    await createEvent(site, {
      title: `Cal Event ${i + 1}`,
      day: today,
      hour: 9 + i,
      minutes: 90,
      category: i === 0 ? 'drum' : 'guard',
      location: 'Band Room',
      description: `Details of event ${i + 1}`,
    });
  await createEvent(site, { title: 'Next Week Rehearsal', day: addDaysKey(today, 7), hour: 15, category: 'ensemble' });
  await createEvent(site, {
    title: 'Next Month Show',
    day: nextMonthDay,
    hour: 14,
    category: 'Performance',
    location: 'Main Hall',
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stopSite(site);
});

const week = () => weekOf(today);
const dayCell = (page: Page, day: string) => page.locator(`.cal-day[data-day="${day}"]`);

describe("This Week's Events (home)", () => {
  it('shows a skeleton per day while loading, then at most 3 events a day and +N more', async () => {
    const { context, page } = await open(browser, site, '/contact');
    const release = await holdRequests(page, /\/api\/events\?/);
    await page.goto(site.url + '/');
    // The real calendar replaces the prerendered stand-in once the app has started: more than the
    // poll's default second on a loaded machine.
    const skeletons = () => page.getByTestId('week-calendar').getByTestId('calendar-skeleton').count();
    await expect.poll(skeletons, { timeout: 15_000 }).toBe(7);
    release();
    await page.getByText('Cal Event 1').waitFor();
    expect(await page.locator('#week-title').textContent()).toBe(weekTitle(week()));
    expect(await dayCell(page, today).locator('.cal-event__title:visible').allTextContents()).toEqual([
      'Cal Event 1',
      'Cal Event 2',
      'Cal Event 3',
    ]);
    expect(await dayCell(page, today).getAttribute('aria-current')).toBe('date');
    const otherDay = week().days.find((d) => d !== today)!;
    expect(await dayCell(page, otherDay).textContent()).toContain('No events scheduled');

    // '+2 more' lists the day's remaining events; each opens its detail dialog (docs/decisions.md#more-events-list).
    await dayCell(page, today)
      .getByRole('button', { name: /^\+2 more/ })
      .click();
    const more = page.getByRole('dialog', { name: `More on ${formatKey(today, 'EEEE, MMMM d')}` });
    await more.waitFor();
    expect(await more.locator('.day-events__title').allTextContents()).toEqual(['Cal Event 4', 'Cal Event 5']);
    await expectNoAxeViolations(page, '+N more dialog');
    await more.getByRole('button', { name: /Cal Event 5/ }).click();
    const detail = page.getByRole('dialog', { name: 'Cal Event 5' });
    await detail.waitFor();
    expect(await detail.getByTestId('event-time').textContent()).toBe('1:00 PM - 2:30 PM');
    await context.close();
  });

  it('moves a week per click and Today comes back', async () => {
    const { context, page } = await open(browser, site, '/');
    await page.getByText('Cal Event 1').waitFor();
    const title = page.locator('#week-title');
    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await expect.poll(() => title.textContent()).toBe(weekTitle(weekOf(addDaysKey(today, 7))));
    await page.getByText('Next Week Rehearsal').waitFor();
    await page.getByRole('button', { name: 'Previous week', exact: true }).click();
    await page.getByRole('button', { name: 'Previous week', exact: true }).click();
    await expect.poll(() => title.textContent()).toBe(weekTitle(weekOf(addDaysKey(today, -7))));
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect.poll(() => title.textContent()).toBe(weekTitle(week()));
    await context.close();
  });

  it('on a phone, days are stacked and show every event', async () => {
    const { context, page } = await open(browser, site, '/', { viewport: PHONE });
    await page.getByText('Cal Event 5').waitFor();
    expect(await page.locator('.week-list .cal-day').count()).toBe(7);
    expect(await dayCell(page, today).locator('.cal-event__title').allTextContents()).toHaveLength(5);
    expect(await dayCell(page, today).getByRole('button', { name: /more/ }).count()).toBe(0);
    await context.close();
  });

  it('a failed load says Failed to fetch events', async () => {
    const { context, page } = await open(browser, site, '/contact');
    await page.route(/\/api\/events\?/, (r) =>
      r.fulfill({ status: 500, body: '{"message":"x"}', contentType: 'application/json' }),
    );
    await page.goto(site.url + '/');
    await page.getByTestId('week-calendar').getByText('Failed to fetch events').waitFor();
    await context.close();
  });
});

describe("event times are the academy's, whatever the browser timezone", () => {
  for (const timezoneId of BROWSER_ZONES) {
    it(timezoneId, async () => {
      const { context, page } = await open(browser, site, '/schedule', { timezoneId });
      await dayCell(page, today).getByText('Cal Event 1').click();
      const detail = page.getByRole('dialog', { name: 'Cal Event 1' });
      await detail.waitFor();
      expect(await detail.getByTestId('event-date').textContent()).toBe(formatKey(today, 'EEEE, MMMM d, yyyy'));
      expect(await detail.getByTestId('event-time').textContent()).toBe('9:00 AM - 10:30 AM');
      expect(await detail.textContent()).toContain('Drumline');
      expect(await detail.textContent()).toContain('Band Room');
      expect(await detail.textContent()).toContain('Details of event 1');
      expect(await dayCell(page, today).locator('.cal-event__time').first().textContent()).toBe('9:00 AM');
      await context.close();
    });
  }
});

describe('Schedule (month calendar)', () => {
  it('month title, today highlighted, 3 a day then +N more, navigation and Today', async () => {
    const { context, page } = await open(browser, site, '/contact');
    const release = await holdRequests(page, /\/api\/events\?/);
    await page.goto(site.url + '/schedule');
    await expect.poll(() => page.getByTestId('calendar-skeleton').count(), { timeout: 15_000 }).toBeGreaterThan(27);
    release();
    // The intro's "Click" and "Tap" wordings are both in the page, CSS shows one (display: none
    // keeps the other from screen readers): the visible one, and only one.
    const intro = page.getByText('Our schedule is updated regularly').filter({ visible: true });
    await intro.waitFor();
    expect(await intro.textContent()).toContain('Click on any event');
    await dayCell(page, today).getByText('Cal Event 1').waitFor();
    expect(await page.locator('#month-title').textContent()).toBe(monthTitle(ym));
    expect(await page.locator('.month-grid__weekday').allTextContents()).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const leading = await page
      .locator('.month-grid')
      .evaluate((g) => [...g.children].slice(7).findIndex((c) => c.classList.contains('cal-day')));
    expect(leading).toBe(new Date(ym.year, ym.month - 1, 1).getDay());
    expect(await dayCell(page, today).getAttribute('class')).toContain('is-today');
    expect(await dayCell(page, today).locator('.cal-event__title:visible').count()).toBe(3);
    expect(await dayCell(page, today).locator('.cal-event__location:visible').first().textContent()).toBe('Band Room');
    await dayCell(page, today)
      .getByRole('button', { name: /^\+2 more/ })
      .click();
    await page
      .getByRole('dialog', { name: /^More on/ })
      .getByRole('button', { name: /Cal Event 4/ })
      .click();
    await page.getByRole('dialog', { name: 'Cal Event 4' }).waitFor();
    await expectNoAxeViolations(page, 'event dialog');
    await closeWithEscape(page, page.getByRole('dialog', { name: 'Cal Event 4' }));
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Next month', exact: true }).click();
    await expect.poll(() => page.locator('#month-title').textContent()).toBe(monthTitle(next));
    await dayCell(page, nextMonthDay).getByText('Next Month Show').waitFor();
    await page.getByRole('button', { name: 'Previous month', exact: true }).click();
    await page.getByRole('button', { name: 'Previous month', exact: true }).click();
    await expect.poll(() => page.locator('#month-title').textContent()).not.toBe(monthTitle(ym));
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect.poll(() => page.locator('#month-title').textContent()).toBe(monthTitle(ym));
    await context.close();
  });

  it('on a phone, lists only days with events plus today', async () => {
    const { context, page } = await open(browser, site, '/schedule', { viewport: PHONE });
    await dayCell(page, today).getByText('Cal Event 5').waitFor();
    const shown = await page
      .locator('.month-list .cal-day')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-day')));
    const expected = [today, addDaysKey(today, 7)].filter((d) => d.slice(0, 7) === today.slice(0, 7));
    expect(shown).toEqual(expected);
    await page.getByRole('button', { name: 'Next month', exact: true }).click();
    await dayCell(page, nextMonthDay).getByText('Next Month Show').waitFor();
    await context.close();
  });

  it('Print Schedule prints; the print stylesheet hides navigation and shows every event', async () => {
    const { context, page } = await open(browser, site, '/schedule');
    await dayCell(page, today).getByText('Cal Event 1').waitFor();
    await page.evaluate(() => (window.print = () => ((window as unknown as { printed: boolean }).printed = true)));
    await page.getByRole('button', { name: 'Print Schedule' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Next month', exact: true }).isVisible()).toBe(false);
    expect(await dayCell(page, today).locator('.cal-event__title:visible').count()).toBe(5);
    expect(await dayCell(page, today).getByRole('button', { name: /more/ }).isVisible()).toBe(false);
    await context.close();
  });

  it('Subscribe offers the feed for all programs and per program', async () => {
    const { context, page } = await open(browser, site, '/schedule');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to the schedule' });
    await dialog.waitFor();
    const host = new URL(site.url).host;
    const hrefs = await dialog
      .getByRole('link', { name: /^Subscribe/ })
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual([
      `webcal://${host}/api/events.ics`,
      `webcal://${host}/api/events.ics?program=drumline`,
      `webcal://${host}/api/events.ics?program=colorGuard`,
    ]);
    const drumFeed = await dialog.getByRole('link', { name: 'Download .ics for Drumline' }).getAttribute('href');
    const text = await (await fetch(drumFeed!)).text();
    expect(text).toContain('SUMMARY:Cal Event 1');
    expect(text).not.toContain('SUMMARY:Cal Event 2');
    await expectNoAxeViolations(page, 'subscribe dialog');
    await context.close();
  });

  it('Add to calendar downloads the event as an .ics file', async () => {
    const { context, page } = await open(browser, site, '/schedule', { timezoneId: 'Asia/Tokyo' });
    await dayCell(page, today).getByText('Cal Event 2').click();
    const dialog = page.getByRole('dialog', { name: 'Cal Event 2' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cal-event-2.ics');
    const ics = readFileSync((await download.path())!, 'utf8');
    const events = (await site.api<{ title: string; startTime: string }[]>('GET', '/api/events')).body;
    const start = new Date(events.find((e) => e.title === 'Cal Event 2')!.startTime)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace('.000', '');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain('SUMMARY:Cal Event 2');
    await context.close();
  });
});

describe('weekly classes', () => {
  it('a series crossing a month edge shows in the week view on both sides, a cancelled date struck through with its note', async () => {
    // The week holding the first day of a month that is not this week (so today's cells keep their counts).
    let first = `${next.year}-${String(next.month).padStart(2, '0')}-01`;
    if (weekOf(first).start === week().start || weekOf(first).start === first) {
      const after = nextYearMonth(next);
      first = `${after.year}-${String(after.month).padStart(2, '0')}-01`;
    }
    const edge = weekOf(first);
    const startTime = zonedIso(edge.start, 19, 0, ACADEMY_TZ);
    const res = await site.api<{ id: string }>('POST', '/api/events', {
      title: 'Edge Class',
      category: 'drum',
      startTime,
      endTime: new Date(Date.parse(startTime) + 3_600_000).toISOString(),
      recurrence: { frequency: 'weekly', byDay: ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'], until: edge.end },
      exceptions: [{ date: first, cancelled: true, note: 'Snow day: the gym is closed' }],
    });
    expect(res.status).toBe(201);

    const { context, page } = await open(browser, site, '/');
    await page.getByText('Cal Event 1').waitFor();
    const weeks = Math.round((Date.parse(edge.start) - Date.parse(week().start)) / (7 * 86_400_000));
    for (let i = 0; i < weeks; i++) await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await expect.poll(() => page.locator('#week-title').textContent(), { timeout: 10_000 }).toBe(weekTitle(edge));
    await dayCell(page, edge.end).getByText('Edge Class').waitFor();
    for (const d of edge.days) expect(await dayCell(page, d).getByText('Edge Class').count(), d).toBe(1);

    const cancelled = dayCell(page, first).locator('.cal-event', { hasText: 'Edge Class' });
    expect(await cancelled.getAttribute('class')).toContain('is-cancelled');
    expect(await cancelled.locator('.cal-event__cancelled').textContent()).toBe('Cancelled');
    expect(await cancelled.locator('.cal-event__title').evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
      'line-through',
    );
    expect(await dayCell(page, edge.start).locator('.cal-event.is-cancelled').count()).toBe(0);
    // Struck through, not faded: faded, its location fell to 3.2:1 contrast (axe, on the demo's week).
    expect(await cancelled.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await cancelled.click();
    const detail = page.getByRole('dialog', { name: 'Edge Class' });
    await detail.waitFor();
    expect(await detail.getByTestId('event-notice').textContent()).toBe('Cancelled — Snow day: the gym is closed');
    expect(await detail.getByRole('button', { name: 'Add to calendar' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'cancelled class dialog');
    await context.close();
  });
});
