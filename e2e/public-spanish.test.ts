import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, ROOT, snap, useSiteAndBrowser } from './harness';
import { createAnnouncement, expectNoAxeViolations, open } from './public-helpers';

/** The public site in Spanish (issue 33; README "Spanish"): every /es/ page, the switch, the offer, content. */
const suite = useSiteAndBrowser();

const SPANISH_PAGES = [
  '/es/',
  '/es/schedule',
  '/es/announcements',
  '/es/about',
  '/es/contact',
  '/es/photos',
  '/es/training',
];
const englishOf = (path: string) => (path === '/es/' ? '/' : path.slice(3));

/** The page has hydrated (the prerendered #root is inert until then) and all its sections and lists have arrived. */
async function ready(page: Page) {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), null, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // As a reader would: down to the end, where the home page's instructors load as they come near
  // (components/WhenNear.tsx), and back.
  // At once: the site scrolls smoothly (theme.css), and a smooth scroll held each evaluate ~0.8 s.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .skeleton'), null, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Every English catalogue value that differs from its Spanish one (all areas), as the literal pieces a page could show. */
function englishUiStrings(): string[] {
  const dir = join(ROOT, 'shared/words');
  const out = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.en.json'))) {
    const en: Record<string, string> = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const es: Record<string, string> = JSON.parse(readFileSync(join(dir, file.replace('.en.', '.es.')), 'utf8'));
    for (const [key, value] of Object.entries(en)) {
      if (value === es[key] || value.includes(', plural,') || value.includes(', select,')) continue;
      // A message with placeholders shows its literal parts around the values.
      for (const piece of value.split(/\{[^}]*\}/)) if (piece.trim().length > 3) out.add(piece.trim());
    }
  }
  return [...out];
}

/** The page's text without what is marked English (content without Spanish, the switch to English). */
const spanishText = (page: Page) =>
  page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('[lang="en"], script, style').forEach((el) => el.remove());
    document.body.append(body);
    body.style.position = 'absolute';
    const text = body.innerText;
    body.remove();
    return text;
  });

describe('the Spanish pages', () => {
  // One visit per page and width: the words are read at 1280 px, where the axe check runs too.
  // The two widths at once, each in a context of its own: much of a visit is waiting for the
  // network to go quiet.
  it.concurrent(
    'each renders in Spanish with <html lang="es">, a Spanish title, no English UI string and no axe violations at 1280 px',
    async () => {
      const english = englishUiStrings();
      expect(english.length).toBeGreaterThan(100);
      const { context, page } = await open(suite.browser, suite.site, '/es/', { viewport: DESKTOP });
      for (const path of SPANISH_PAGES) {
        await page.goto(suite.site.url + path);
        await ready(page);
        expect(await page.getAttribute('html', 'lang'), path).toBe('es');
        const text = await spanishText(page);
        const found = english.filter((s) =>
          new RegExp(`(?<![\\p{L}])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text),
        );
        expect(found, `${path} shows English UI text`).toEqual([]);
        await expectNoAxeViolations(page, `${path} at ${DESKTOP.width}`);
        await snap(page, `es${path.replace(/\//g, '-')}-${DESKTOP.width}`);
      }
      await page.goto(suite.site.url + '/es/schedule');
      expect(await page.title()).toBe('Horario | Core Performing Arts Academy');
      await context.close();
    },
    180_000,
  );

  it.concurrent(
    'have no axe violations at 390 px',
    async () => {
      const { context, page } = await open(suite.browser, suite.site, '/es/', { viewport: PHONE });
      for (const path of SPANISH_PAGES) {
        await page.goto(suite.site.url + path);
        await ready(page);
        await expectNoAxeViolations(page, `${path} at ${PHONE.width}`);
        await snap(page, `es${path.replace(/\//g, '-')}-${PHONE.width}`);
      }
      await context.close();
    },
    180_000,
  );

  it('are served prerendered with hreflang alternates, and the sitemap lists both languages', async () => {
    const noTranslate = '<meta name="google" content="notranslate">';
    for (const path of SPANISH_PAGES) {
      const html = await (await fetch(suite.site.url + path)).text();
      expect(html, path).toContain('<html lang="es">');
      // The academy's own translation: no machine translation offered on top of it; the English
      // pages keep the offer (docs/build-notes.md#what-the-browser-draws-beside-the-page).
      expect(html, path).toContain(noTranslate);
      const en = englishOf(path);
      for (const [lang, href] of [
        ['en', en],
        ['es', path],
        ['x-default', en],
      ])
        expect(html, `${path} ${lang}`).toMatch(
          new RegExp(`<link rel="alternate" hreflang="${lang}" href="https?://[^"/]+${href}">`),
        );
      const englishHtml = await (await fetch(suite.site.url + en)).text();
      expect(englishHtml, en).toContain('<html lang="en">');
      expect(englishHtml, en).not.toContain(noTranslate);
      expect(englishHtml).toMatch(new RegExp(`hreflang="es" href="https?://[^"/]+${path}"`));
    }
    const sitemap = await (await fetch(suite.site.url + '/sitemap.xml')).text();
    for (const path of ['/es/', '/es/schedule', '/es/announcements', '/es/about', '/es/contact'])
      expect(sitemap).toContain(`${path}</loc>`);
  });

  it('write dates in Spanish and link in Spanish', async () => {
    const { context, page } = await open(suite.browser, suite.site, '/es/schedule', { viewport: PHONE });
    await ready(page);
    // The month list's days: "jueves, 26 nov".
    expect(await page.locator('.cal-day__label').first().textContent()).toMatch(
      /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic)$/,
    );
    const hrefs = await page
      .locator('#site-nav a, .site-footer nav a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href, 'in-site link on a Spanish page').toMatch(/^\/es\//);
    await page.getByRole('button', { name: 'Suscribirse' }).click();
    const feed = await page
      .getByRole('link', { name: /Descargar \.ics/ })
      .first()
      .getAttribute('href');
    expect(feed).toContain('lang=es');
    await context.close();
  });
});

describe('the language switch', () => {
  it('leads to the same page in the other language and remembers the choice', async () => {
    const { context, page } = await open(suite.browser, suite.site, '/about');
    await ready(page);
    await page.getByRole('link', { name: 'Esta página en español' }).click();
    await page.waitForURL('**/es/about');
    await ready(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('es');
    await page.getByRole('link', { name: 'This page in English' }).click();
    await page.waitForURL((u) => u.pathname === '/about');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await context.close();
  });

  it('is the last line of the phone menu', async () => {
    const { context, page } = await open(suite.browser, suite.site, '/es/schedule', { viewport: PHONE });
    await ready(page);
    expect(await page.getByRole('link', { name: 'This page in English' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'This page in English' }).click();
    await page.waitForURL((u) => u.pathname === '/schedule');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });
});

describe('the offer of the Spanish page', () => {
  it('shows in Spanish to a browser that prefers Spanish, until declined', async () => {
    const { context, page } = await open(suite.browser, suite.site, '/schedule', { locale: 'es-ES', viewport: PHONE });
    await ready(page);
    const offer = page.locator('.lang-offer');
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe('es');
    expect(await offer.getByRole('link').getAttribute('href')).toBe('/es/schedule');
    await expectNoAxeViolations(page, 'offer');
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await offer.waitFor({ state: 'detached' });
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    await page.reload();
    await ready(page);
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  it('is not shown to an English browser, and is shown after choosing Spanish', async () => {
    const { context, page } = await open(suite.browser, suite.site, '/');
    await ready(page);
    expect(await page.locator('.lang-offer').count()).toBe(0);
    await context.addCookies([{ name: 'lang', value: 'es', url: suite.site.url }]);
    await page.goto(suite.site.url + '/about');
    await ready(page);
    // No redirect: the English page, with the line that leads to the Spanish one.
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.locator('.lang-offer').waitFor();
    await context.close();
  });
});

describe('content in Spanish', () => {
  it('shows the English marked lang="en" when a record has no Spanish, and its Spanish when it has', async () => {
    await createAnnouncement(suite.site, { title: 'Only in English', content: 'Bring water.', date: '2026-11-25' });
    const res = await suite.site.api<{ translations?: unknown }>('POST', '/api/announcements', {
      title: 'Picture day',
      content: 'Wear your uniform.',
      date: '2026-11-24',
      translations: { es: { title: 'Día de fotos', content: 'Vengan con uniforme.' } },
    });
    expect(res.status).toBe(201);
    const { context, page } = await open(suite.browser, suite.site, '/es/announcements');
    await ready(page);
    // The English title is marked on its own text: the heading also holds the Spanish "(en inglés)"
    // mark, once per item (web/src/i18n/content.ts).
    const english = page.locator('.announcement-card__title', { hasText: 'Only in English' });
    expect(await english.locator('[lang="en"]').textContent()).toBe('Only in English');
    expect(await english.locator('.in-english').textContent()).toBe(' (en inglés)');
    expect(await english.locator('.in-english').getAttribute('lang')).toBeNull();
    const spanish = page.locator('.announcement-card__title', { hasText: 'Día de fotos' });
    await spanish.waitFor();
    expect(await spanish.locator('[lang]').count()).toBe(0);
    expect(await spanish.locator('.in-english').count()).toBe(0);
    expect(await page.getByText('Picture day').count()).toBe(0);
    await context.close();
  });
});
