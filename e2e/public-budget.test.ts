import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { PHONE, newPage, useSiteAndBrowser } from './harness';

/**
 * What a phone downloads for the home page, measured in the browser (every script and stylesheet
 * it fetched, gzipped at level 9), and proof that no public page loads the dashboard's code.
 */
const suite = useSiteAndBrowser();

async function loaded(path: string) {
  const { context, page } = await newPage(suite.browser, { viewport: PHONE });
  const files: { url: string; type: string; gz: number }[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    reading.push(res.body().then((body) => void files.push({ url: res.url(), type, gz: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(suite.site.url + path, { waitUntil: 'networkidle' });
  // Every body read before the page closes (on a busy machine some are still being read here).
  await Promise.all(reading);
  await context.close();
  const kb = (type: string) => files.filter((f) => f.type === type).reduce((n, f) => n + f.gz, 0) / 1024;
  return { files, js: kb('script'), css: kb('stylesheet') };
}

it('the home page loads under 150 KB of gzipped JavaScript and 50 KB of CSS', async () => {
  const home = await loaded('/');
  console.log(`home: JS ${home.js.toFixed(1)} KB gz in ${home.files.filter((f) => f.type === 'script').length} files; CSS ${home.css.toFixed(1)} KB gz`);
  expect(home.js).toBeLessThan(150);
  // Blueprint's stylesheet is ~47 KB gzipped whole; without its unused dark theme (web/vitePlugins.ts) it fits.
  expect(home.css).toBeLessThan(50);
});

it('no public page downloads the dashboard', async () => {
  for (const path of ['/', '/schedule', '/photos', '/training', '/about', '/contact', '/announcements', '/missing']) {
    const { files } = await loaded(path);
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => f.url).filter((u) => /admin|dashboard/i.test(u)), path).toEqual([]);
  }
});
