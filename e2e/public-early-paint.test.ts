import { beforeAll, expect, it } from 'vitest';
import { PHONE, useSiteAndBrowser } from './harness';

/**
 * A slow phone paints while it is still parsing the page, so the first paint can hold only the
 * start of the HTML. What is drawn then must already be where it ends up: an element placed above
 * one that precedes it in the HTML (CSS `order`, grid placement) or centred on content still to
 * come moves when the rest arrives, a layout shift Lighthouse counts. Seen with the CPU slowed 8x
 * (the hero's art, the urgent notice's label); modelled here without timing: the page as served
 * (JavaScript off), cut after each element in the first screen. Chromium is also told not to
 * paint before the footer is parsed (`<link rel="expect" blocking="render">`); Safari and Firefox
 * phones do not know that, so the layout itself must hold.
 */
const suite = useSiteAndBrowser({ adminToken: true });
const PAGES = ['/', '/schedule', '/photos', '/training', '/about', '/contact', '/announcements'];

/**
 * For each cut, the layout shift its paint would add once the rest of the page arrives, scored as
 * Chromium does: (part of the screen the moved boxes cover, before and after) x (the longest move
 * over the screen's longer side); moves under 3 px do not count. Returns the cuts that score.
 */
function earlyPaintShifts({ width, height }: { width: number; height: number }) {
  const all = () => [...document.querySelectorAll('body *')];
  const rect = (e: Element) => {
    const r = e.getBoundingClientRect();
    return r.width || r.height ? { x: r.left, y: r.top, w: r.width, h: r.height } : null;
  };
  type Box = NonNullable<ReturnType<typeof rect>>;
  const whole = document.body.cloneNode(true) as HTMLElement;
  const final = all().map(rect);
  const cuts = final.flatMap((b, i) => (b && b.y < height ? [i] : []));
  const over: string[] = [];
  for (const cut of cuts) {
    document.body.replaceWith(whole.cloneNode(true));
    const elements = all();
    // Everything after the cut element (its own content included) is not parsed yet.
    const kept = new Set([elements[cut], ...elements[cut].querySelectorAll('*')]);
    for (let i = elements.length - 1; i > cut; i--) if (!kept.has(elements[i])) elements[i].remove();
    const moved: [Element, Box, Box][] = [];
    elements.slice(0, cut + 1).forEach((e, i) => {
      const now = rect(e);
      const end = final[i];
      if (now && end && Math.max(Math.abs(now.x - end.x), Math.abs(now.y - end.y)) >= 3) moved.push([e, now, end]);
    });
    const score = shiftScore(
      moved.flatMap(([, a, b]) => [a, b]),
      moved,
    );
    if (score > 0)
      over.push(`cut after ${name(elements[cut])}: ${score.toFixed(4)} (${moved.slice(0, 3).map(([e]) => name(e))})`);
  }
  document.body.replaceWith(whole);
  return over;

  function shiftScore(boxes: Box[], moved: [Element, Box, Box][]) {
    if (!moved.length) return 0;
    // The union of the boxes within the screen, counted on a 2 px grid.
    const cols = Math.ceil(width / 2);
    const grid = new Uint8Array(cols * Math.ceil(height / 2));
    for (const b of boxes)
      for (let y = Math.max(0, Math.floor(b.y / 2)); y < Math.min(height, b.y + b.h) / 2; y++)
        for (let x = Math.max(0, Math.floor(b.x / 2)); x < Math.min(width, b.x + b.w) / 2; x++) grid[y * cols + x] = 1;
    const impact = grid.reduce((n, c) => n + c, 0) / grid.length;
    const distance = Math.max(...moved.map(([, a, b]) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))));
    return impact * Math.min(1, distance / Math.max(width, height));
  }
  function name(e: Element) {
    return e.tagName.toLowerCase() + (e.id ? `#${e.id}` : '') + (e.classList[0] ? `.${e.classList[0]}` : '');
  }
}

// An urgent notice is live: it is the first thing in every page.
beforeAll(async () => {
  const res = await suite.site.api('POST', '/api/announcements', {
    title: 'Practice is cancelled tonight because of the storm',
    content: 'Details inside.',
    date: '2026-11-24',
    urgent: true,
  });
  expect(res.status).toBe(201);
});

it.each(PAGES)('%s at 390 px: what an early paint draws is where it stays', async (path) => {
  const context = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(suite.site.url + path, { waitUntil: 'load' });
  expect(await page.locator('#urgent-notice').count()).toBe(1);
  // The render-blocking hold names an element that comes after the page's content.
  const held = await page.evaluate(() => {
    const target = document.querySelector('link[rel="expect"][blocking="render"]')?.getAttribute('href');
    const main = document.querySelector('main');
    const end = target ? document.querySelector(target) : null;
    return !!main && !!end && !!(main.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(held).toBe(true);
  expect(await page.evaluate(earlyPaintShifts, PHONE)).toEqual([]);
  await context.close();
});
