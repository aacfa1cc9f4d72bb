import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayKey } from '../shared/dates';
import { useSiteAndBrowser } from './harness';
import { dashboard } from './admin-support';

/**
 * Years of content (5,000 events, 1,000 announcements, 10,000 messages, imported through the
 * API): every tab renders only what is on screen, each has a search box that '/' focuses and
 * that narrows the list, events open on upcoming grouped by month, categories filter.
 */
const suite = useSiteAndBrowser({ site: { seed: 'none' }, adminToken: true });
const wait = { timeout: 15_000 };
const DAY = 86_400_000;
const RARE = 'Marimba';
/** One record in a hundred carries the rare word (messages: ones that are not archived). */
const rare = (i: number, at = 7) => (i % 100 === at ? ` ${RARE}` : '');
const EVENT_CATEGORIES = ['drum', 'guard', 'ensemble', 'performance', 'competition', 'workshop'];
const ANNOUNCEMENT_CATEGORIES = ['Classes', 'Fundraiser', 'Update', ''];
// Four years of events, two and a half behind today and one and a half ahead, five a day on some days.
const first = Date.now() - 900 * DAY;
const eventAt = (i: number) => first + Math.floor((i / 5000) * 1460) * DAY + (i % 5) * 3_600_000;
const events = Array.from({ length: 5000 }, (_, i) => ({
  title: `Rehearsal ${i}${rare(i)}`,
  description: `Session ${i} of the season`,
  location: 'Main Hall',
  category: EVENT_CATEGORIES[i % EVENT_CATEGORIES.length],
  startTime: new Date(eventAt(i)).toISOString(),
  endTime: new Date(eventAt(i) + 2 * 3_600_000).toISOString(),
}));
const announcements = Array.from({ length: 1000 }, (_, i) => ({
  title: `Notice ${i}${rare(i)}`,
  content: `Details of notice ${i}.`,
  date: new Date(first + i * DAY).toISOString().slice(0, 10),
  category: ANNOUNCEMENT_CATEGORIES[i % 4],
}));
const contactMessages = Array.from({ length: 10_000 }, (_, i) => ({
  name: `Parent ${i}`,
  email: `parent${i}@example.com`,
  subject: `Question ${i}${rare(i, 9)}`,
  message: `A question about class ${i}.`,
  createdAt: new Date(first + i * 7_000_000).toISOString(),
  status: (['new', 'read', 'replied', 'archived'] as const)[i % 4],
}));

let page: Page;
beforeAll(async () => {
  const res = await suite.site.api('POST', '/api/data-imports', {
    content: { events, announcements, contactMessages, galleryItems: [], instructors: [] },
  });
  expect(res.status).toBe(200);
  ({ page } = await dashboard(suite.browser, suite.site));
}, 120_000);

const cards = () => page.locator('.admin-card');
const nodes = () => page.evaluate(() => document.getElementsByTagName('*').length);
const cardTitles = () => page.locator('.admin-card .admin-card-title').allTextContents();
async function openTab(tab: string) {
  await page.goto(`${suite.site.url}/admin/dashboard?tab=${tab}`);
  await cards().first().waitFor(wait);
}
/** Types the rare word and waits until every card shown has it. */
async function searchRare() {
  await page.getByRole('searchbox').fill(RARE);
  await expect.poll(async () => (await cardTitles()).every((t) => t.includes(RARE)), wait).toBe(true);
}

describe('the dashboard with years of content', () => {
  it('announcements: a few dozen cards in the DOM of 1,000; the search and the category narrow them', async () => {
    await openTab('announcements');
    expect(await nodes()).toBeLessThan(6000);
    expect(await cards().count()).toBeLessThan(60);
    await searchRare();
    expect(await cards().count()).toBe(10);
    // The rare ones are all without a category: 'General'.
    await page.getByLabel('Category').selectOption({ label: 'General (250)' });
    expect(await cards().count()).toBe(10);
    await page.getByLabel('Category').selectOption({ label: 'Fundraiser (250)' });
    await page.getByText('No announcements match.').waitFor(wait);
    await page.getByRole('searchbox').fill('');
    await expect
      .poll(async () => (await cards().allTextContents()).every((t) => t.includes('Fundraiser')), wait)
      .toBe(true);
  });

  it('events: open on upcoming grouped by month, soonest first; past is a click away, latest first', async () => {
    await openTab('events');
    expect(await nodes()).toBeLessThan(6000);
    const today = todayKey('America/Chicago');
    const upcoming = events
      .filter((e) => todayKey('America/Chicago', Date.parse(e.endTime)) >= today)
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
    const past = events.filter((e) => !upcoming.includes(e)).sort((a, b) => b.startTime.localeCompare(a.startTime));
    await page.getByRole('radio', { name: `Upcoming (${upcoming.length})` }).waitFor(wait);
    expect((await cardTitles())[0]).toBe(upcoming[0].title);
    const monthOf = (iso: string) =>
      new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'America/Chicago' });
    await expect
      .poll(() => page.locator('.admin-group-heading').first().textContent(), wait)
      .toBe(monthOf(upcoming[0].startTime));
    await page.getByRole('radio', { name: `Past (${past.length})` }).click();
    await expect.poll(async () => (await cardTitles())[0], wait).toBe(past[0].title);
    expect(await page.locator('.admin-group-heading').first().textContent()).toBe(monthOf(past[0].startTime));
    expect(await nodes()).toBeLessThan(6000);
  });

  it('events: the search finds past and upcoming ones; a category filters', async () => {
    await openTab('events');
    await searchRare();
    const matching = events.filter((e) => e.title.includes(RARE));
    const shownUpcoming = Number(
      /\((\d+)\)/.exec((await page.getByRole('radio', { name: /^Upcoming/ }).textContent())!)![1],
    );
    const shownPast = Number(/\((\d+)\)/.exec((await page.getByRole('radio', { name: /^Past/ }).textContent())!)![1]);
    expect(shownUpcoming + shownPast).toBe(matching.length);
    await page.getByRole('searchbox').fill('');
    await page.getByLabel('Category').selectOption({ label: 'Workshop (833)' });
    await expect
      .poll(
        async () =>
          (await page.locator('.admin-card .admin-badge:not(.admin-needs-spanish)').allTextContents()).every(
            (b) => b === 'Workshop',
          ),
        wait,
      )
      .toBe(true);
  });

  it("messages: '/' focuses the search; scrolling down reaches the oldest open message", async () => {
    await openTab('messages');
    expect(await nodes()).toBeLessThan(6000);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')), wait).toBe('search');
    await page.keyboard.type(RARE);
    await expect.poll(async () => (await cardTitles()).every((t) => t.includes(RARE)), wait).toBe(true);
    // Open (not archived) is the default filter: 3 of 4 statuses.
    const open = contactMessages.filter((m) => m.subject.includes(RARE) && m.status !== 'archived');
    // More than fit on screen: "Select all" counts what the search found, rendered or not.
    // Blueprint draws the box over the input: click its label.
    const selectAll = page.getByRole('checkbox', { name: 'Select all' }).locator('xpath=..');
    await selectAll.click();
    await page.getByRole('button', { name: `Archive selected (${open.length})` }).waitFor(wait);
    await selectAll.click();
    await page.getByRole('searchbox').fill('');
    const oldestOpen = contactMessages.find((m) => m.status !== 'archived')!;
    // Rows are measured as they show, so the end moves a little while one scrolls: as a person
    // would, keep going to the end until the oldest is there. (Instant: the site scrolls smoothly,
    // and a smooth scroll stops where the virtualizer next adjusts the position.)
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        return (await cardTitles()).includes(oldestOpen.subject);
      }, wait)
      .toBe(true);
    expect(await nodes()).toBeLessThan(6000);
  });
});
