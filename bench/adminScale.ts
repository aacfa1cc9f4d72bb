/**
 * The dashboard with years of content (issue 18), as part `admin` of `npm run bench`
 * (`npm run bench -- admin` runs it alone).
 *
 * Seeds the built server through the API (one admin import, POST /api/data-imports, since contact
 * POSTs are rate limited) with 5,000 events over four years (some weekly series), 1,000
 * announcements, 500 gallery items and 10,000 contact messages, about 1% of each carrying the rare
 * word SEARCH_WORD; then, in Chromium at 1280×800, measures per tab inside the page:
 * - first screen: ms from the list request's responseEnd (PerformanceResourceTiming) to the
 *   first frame after the first `.admin-card` is in the DOM (so its layout and paint count);
 * - the DOM's element count at that moment;
 * - search: ms from the 'input' event of the rare word in the tab's searchbox to the first frame
 *   after every `.admin-card` shown contains the word.
 * Median of RUNS runs per tab, each in a new browser tab (the HTTP cache is shared).
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/harness';

export const SEARCH_WORD = 'Marimba';
export const SIZES = { events: 5_000, announcements: 1_000, galleryItems: 500, contactMessages: 10_000 };
export const GOALS = { firstScreenMs: 500, searchMs: 100, domNodes: 6_000 };
const RUNS = Number(process.env.ADMIN_RUNS ?? 3);
const DAY = 86_400_000;
const HOUR = 3_600_000;

export type AdminTab = { id: string; label: string; list: string };
export const TABS: AdminTab[] = [
  { id: 'announcements', label: 'Announcements', list: '/api/announcements' },
  { id: 'events', label: 'Events', list: '/api/events' },
  { id: 'gallery', label: 'Gallery', list: '/api/gallery' },
  { id: 'messages', label: 'Contact Messages', list: '/api/contact' },
];

// ---------------------------------------------------------------- data

/** A deterministic pseudo-random sequence, so every run seeds the same content. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const iso = (ms: number) => new Date(ms).toISOString();
/** Every 100th record (1%) carries the rare word, at a different place in the text each time. */
const rare = (i: number) => i % 100 === 37;

/** Events from three years back to one year ahead, every weekday evening and weekend; 1 in 50 a weekly series. */
export function benchEvents(n = SIZES.events, now = Date.now()) {
  const r = rng(1);
  const categories = ['drum', 'guard', 'ensemble', 'class', 'performance', 'competition', 'workshop', 'practice'];
  const places = ['Main hall', 'Studio B', 'Riverside Park', 'City Auditorium', 'High school gym'];
  const start = now - 3 * 365 * DAY;
  const span = 4 * 365 * DAY;
  return Array.from({ length: n }, (_, i) => {
    const day = Math.floor((i * span) / n / DAY) * DAY;
    const s = start + day + (16 + Math.floor(r() * 4)) * HOUR;
    const category = categories[i % categories.length];
    const series = i % 50 === 11;
    const title = `${rare(i) ? `${SEARCH_WORD} ` : ''}${series ? 'Weekly ' : ''}${category} session ${i}`;
    return {
      id: `bench-ev-${i}`,
      title,
      description: `Bring water and your ${category} gear. Parents are welcome to watch the last half hour. (${i})`,
      location: places[i % places.length],
      category,
      startTime: iso(s),
      endTime: iso(s + (1 + Math.floor(r() * 3)) * HOUR),
      ...(series
        ? {
            recurrence: {
              frequency: 'weekly',
              interval: 1 + (i % 2),
              // No byDay: the first date's weekday (a list would have to include it, as the API checks).
              until: iso(s + 12 * 7 * DAY).slice(0, 10),
            },
          }
        : {}),
      createdAt: iso(s - 30 * DAY),
      updatedAt: iso(s - 30 * DAY),
    };
  });
}

/** Announcements over the same four years, a few a week, in several categories. */
export function benchAnnouncements(n = SIZES.announcements, now = Date.now()) {
  const categories = ['general', 'classes', 'fundraiser', 'performance', 'competition'];
  const start = now - 3 * 365 * DAY;
  return Array.from({ length: n }, (_, i) => {
    const t = start + Math.floor((i * 4 * 365 * DAY) / n);
    return {
      id: `bench-ann-${i}`,
      title: `${rare(i) ? `${SEARCH_WORD} ` : ''}Rehearsal update ${i}`,
      content: `Rehearsals for the showcase continue on Tuesdays and Thursdays. Bring water, sticks and your practice pad. Note ${i}.`,
      date: iso(t).slice(0, 10),
      category: categories[i % categories.length],
      createdAt: iso(Math.min(t, now - DAY)),
      updatedAt: iso(Math.min(t, now - DAY)),
    };
  });
}

/** Gallery items reusing the images the server already holds (the demo seed's). */
export function benchGallery(images: string[], n = SIZES.galleryItems, now = Date.now()) {
  const videoCategories = ['drumLine', 'colorGuard', 'videos'];
  return Array.from({ length: n }, (_, i) => {
    const isVideo = i % 4 === 0;
    const t = now - (n - i) * 2 * DAY;
    return {
      id: `bench-gal-${i}`,
      title: `${rare(i) ? `${SEARCH_WORD} ` : ''}${isVideo ? 'Practice video' : 'Showcase photo'} ${i}`,
      description: `From the season of ${iso(t).slice(0, 4)}.`,
      imageUrl: images[i % images.length],
      isVideo,
      videoUrl: isVideo ? `https://example.com/videos/${i}.mp4` : null,
      category: isVideo ? videoCategories[i % videoCategories.length] : 'photos',
      createdAt: iso(t),
      updatedAt: iso(t),
    };
  });
}

/** Messages over the 48 months up to now, statuses mixed as an inbox ends up (most read or archived). */
export function benchMessages(n = SIZES.contactMessages, now = Date.now()) {
  const statuses = ['read', 'read', 'archived', 'replied', 'archived', 'read', 'new', 'replied', 'archived', 'read'];
  const subjects = ['Question about classes', 'Showcase tickets', 'Uniform sizes', 'Joining the guard', 'Schedule'];
  const step = (48 * 30.44 * DAY) / n;
  return Array.from({ length: n }, (_, i) => {
    const t = now - 60_000 - (n - 1 - i) * step;
    return {
      id: `bench-msg-${i}`,
      name: `Parent ${i}`,
      email: `parent${i}@example.com`,
      subject: `${rare(i) ? `${SEARCH_WORD} ` : ''}${subjects[i % subjects.length]}`,
      message: `Hello, my child would like to join the drumline class. What should we bring to the first lesson? (${i})`,
      status: statuses[i % statuses.length],
      createdAt: iso(t),
      updatedAt: iso(t),
    };
  });
}

type Send = (method: string, path: string, body?: unknown) => Promise<Response>;

/** Seeds through the API: one admin import of the four collections (it replaces them). */
export async function seedAdminData(send: Send) {
  const gallery = (await (await send('GET', '/api/gallery')).json()) as { imageUrl: string }[];
  const images = [...new Set(gallery.map((g) => g.imageUrl))];
  if (!images.length) throw new Error('no gallery images to reuse: start the server with SEED=demo');
  const now = Date.now();
  const content = {
    events: benchEvents(SIZES.events, now),
    announcements: benchAnnouncements(SIZES.announcements, now),
    galleryItems: benchGallery(images, SIZES.galleryItems, now),
    contactMessages: benchMessages(SIZES.contactMessages, now),
  };
  const body = { content };
  const res = await send('POST', '/api/data-imports', body);
  if (res.status !== 200) throw new Error(`import ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return { bytes: JSON.stringify(body).length, imported: ((await res.json()) as { imported: unknown }).imported };
}

// ---------------------------------------------------------------- in the page

type FirstScreen = { ms: number; nodes: number; cards: number; dataEnd: number; firstCard: number; requests: number };
type Search = { ms: number; before: number; after: number } | { error: string };

/** Records, from the document's start, the first frame painted with an `.admin-card` in it. */
function watchFirstCard() {
  const w = window as unknown as { firstCard?: { at: number; nodes: number; cards: number } };
  const tick = () => {
    if (!document.querySelector('.admin-card')) return requestAnimationFrame(tick);
    const nodes = document.getElementsByTagName('*').length;
    const cards = document.querySelectorAll('.admin-card').length;
    // This callback runs before the frame's layout and paint: the next one runs after them.
    requestAnimationFrame(() => (w.firstCard = { at: performance.now(), nodes, cards }));
  };
  requestAnimationFrame(tick);
}

async function firstScreen(page: Page, url: string, listPath: string): Promise<FirstScreen> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (window as unknown as { firstCard?: unknown }).firstCard ?? false,
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const seen = (await handle.jsonValue()) as { at: number; nodes: number; cards: number };
  // The list's answer: the last request of the list path (any query but the new-message count)
  // that ended before the cards showed.
  const ends = await page.evaluate(
    ({ listPath, before }) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => {
          const u = new URL(e.name);
          return u.pathname === listPath && u.searchParams.get('status') !== 'new' && e.responseEnd <= before;
        })
        .map((e) => e.responseEnd),
    { listPath, before: seen.at },
  );
  if (!ends.length) throw new Error(`no ${listPath} request before the first card`);
  const dataEnd = Math.max(...ends);
  return {
    ms: seen.at - dataEnd,
    nodes: seen.nodes,
    cards: seen.cards,
    dataEnd,
    firstCard: seen.at,
    requests: ends.length,
  };
}

/** Types the rare word into the tab's searchbox at once and waits until only matching cards are shown. */
async function search(page: Page, word: string): Promise<Search> {
  const box = page.getByRole('searchbox').first();
  if (!(await box.count())) return { error: 'no search box' };
  await box.focus();
  return page.evaluate(
    (word) =>
      new Promise<Search>((resolve) => {
        const input = document.activeElement as HTMLInputElement | null;
        if (!input || input.tagName !== 'INPUT') return resolve({ error: 'search box not focusable' });
        const cards = () => [...document.querySelectorAll('.admin-card')];
        const before = cards().length;
        const needle = word.toLowerCase();
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, word);
        const t0 = performance.now();
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const deadline = t0 + 60_000;
        const tick = () => {
          const now = cards();
          if (now.length && now.every((c) => (c.textContent ?? '').toLowerCase().includes(needle)))
            // The next frame runs after this one's layout and paint.
            return requestAnimationFrame(() => resolve({ ms: performance.now() - t0, before, after: now.length }));
          if (performance.now() > deadline) return resolve({ error: `did not narrow in 60 s (${now.length} cards)` });
          requestAnimationFrame(tick);
        };
        tick();
      }),
    word,
  );
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export type TabResult = {
  tab: AdminTab;
  runs: { first: FirstScreen; search: Search }[];
  firstMs: number;
  nodes: number;
  cards: number;
  searchMs: number | null;
  searchNote?: string;
};

/** Opens each tab RUNS times in a logged-in Chromium at 1280×800 and measures it. */
export async function measureAdminTabs(
  base: string,
  token: string,
  opts: { chrome?: string; runs?: number; log?: (s: string) => void } = {},
): Promise<TabResult[]> {
  const browser = await chromium.launch({ executablePath: opts.chrome ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const out: TabResult[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // tsx (esbuild's keepNames) wraps named functions in __name(...): the functions sent into the
    // page need it defined there.
    await context.addInitScript('window.__name = (f) => f;');
    await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
    await context.addInitScript(watchFirstCard);
    for (const tab of TABS) {
      const runs: TabResult['runs'] = [];
      for (let k = 0; k < (opts.runs ?? RUNS); k++) {
        // A new tab per run: nothing of the previous run's document (heap, layout) is left to slow it.
        const page = await context.newPage();
        const first = await firstScreen(page, `${base}/admin/dashboard?tab=${tab.id}`, tab.list);
        const found = await search(page, SEARCH_WORD);
        await page.close();
        runs.push({ first, search: found });
        opts.log?.(
          `admin ${tab.id} run ${k + 1}: first screen ${first.ms.toFixed(0)} ms after data (${first.nodes} nodes, ${first.cards} cards); search ${'ms' in found ? `${found.ms.toFixed(0)} ms (${found.before} → ${found.after} cards)` : found.error}`,
        );
      }
      const searches = runs.map((r) => r.search).filter((s): s is Extract<Search, { ms: number }> => 'ms' in s);
      const failed = runs.map((r) => r.search).find((s): s is { error: string } => 'error' in s);
      out.push({
        tab,
        runs,
        firstMs: median(runs.map((r) => r.first.ms)),
        nodes: median(runs.map((r) => r.first.nodes)),
        cards: median(runs.map((r) => r.first.cards)),
        searchMs: searches.length === runs.length ? median(searches.map((s) => s.ms)) : null,
        searchNote: failed?.error,
      });
    }
  } finally {
    await browser.close();
  }
  return out;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');

/** The rows of RESULTS.md's figures table for one tab. */
export function adminRows(r: TabResult) {
  const part = 'Admin';
  return [
    {
      part,
      figure: `${r.tab.label} tab: first screen after the list's data arrived (median of ${r.runs.length})`,
      value: `${fmt(r.firstMs)} ms`,
      goal: `≤ ${GOALS.firstScreenMs} ms`,
      met: r.firstMs <= GOALS.firstScreenMs,
    },
    {
      part,
      figure: `${r.tab.label} tab: DOM elements on the first screen (${fmt(r.cards)} cards rendered)`,
      value: fmt(r.nodes),
      goal: `< ${fmt(GOALS.domNodes)}`,
      met: r.nodes < GOALS.domNodes,
    },
    {
      part,
      figure: `${r.tab.label} tab: search for a rare word, typed at once, until only matches show`,
      value: r.searchMs === null ? (r.searchNote ?? 'not measured') : `${fmt(r.searchMs)} ms`,
      goal: `≤ ${GOALS.searchMs} ms`,
      met: r.searchMs !== null && r.searchMs <= GOALS.searchMs,
    },
  ];
}

/** The lines of RESULTS.md's "Admin at scale" section: method, then every run. */
export function adminLines(results: TabResult[], seeded: { bytes: number }, load: string) {
  const L = [
    `Data, seeded through the API (one admin import, ${(seeded.bytes / 1e6).toFixed(1)} MB): ${fmt(SIZES.events)} events from three years back to one year ahead (1 in 50 a weekly series), ${fmt(SIZES.announcements)} announcements, ${fmt(SIZES.galleryItems)} gallery items, ${fmt(SIZES.contactMessages)} contact messages over 48 months (statuses mixed); 1% of each carry the word "${SEARCH_WORD}".`,
    'Method: built server and web (dist/server/main.js, SEED=demo then the import), Chromium headless at 1280×800, logged in by the token in localStorage; each tab opened by URL (/admin/dashboard?tab=…) in a new browser tab per run. First screen: from the list request\'s responseEnd (Resource Timing) to the first animation frame after the first `.admin-card` is in the DOM (the frame after it, so its layout and paint count); DOM elements counted at that moment. Search: the word set in the tab\'s searchbox in one go (native value setter and an "input" event), timed from that event to the frame after every `.admin-card` shown contains the word.',
    `Load average during the part: ${load} (2 shared cores).`,
    '',
    '| Tab | First screen after data (ms) | DOM elements | Cards rendered | Search (ms) |',
    '|---|---|---|---|---|',
  ];
  for (const r of results)
    L.push(
      `| ${r.tab.label} | ${fmt(r.firstMs)} (goal ≤ ${GOALS.firstScreenMs}) | ${fmt(r.nodes)} (goal < ${fmt(GOALS.domNodes)}) | ${fmt(r.cards)} | ${r.searchMs === null ? (r.searchNote ?? '—') : fmt(r.searchMs)} (goal ≤ ${GOALS.searchMs}) |`,
    );
  L.push('');
  for (const r of results)
    L.push(
      `${r.tab.label}, each run: ${r.runs
        .map(
          (x) =>
            `first screen ${fmt(x.first.ms)} ms (data at ${fmt(x.first.dataEnd)} ms, card at ${fmt(x.first.firstCard)} ms after navigation start), ${fmt(x.first.nodes)} elements, search ${'ms' in x.search ? `${fmt(x.search.ms)} ms (${x.search.before} → ${x.search.after} cards)` : x.search.error}`,
        )
        .join('; ')}`,
    );
  return L;
}
