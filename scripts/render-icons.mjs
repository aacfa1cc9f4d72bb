// Draws the web app's install icons (web/public/icon-192.png, icon-512.png, icon-maskable-512.png)
// from web/public/favicon.svg with headless Chromium. Run once after changing the mark and commit
// the PNGs: `node scripts/render-icons.mjs` (docs/build-notes.md#the-sites-icon).
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const pub = new URL('../web/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', pub), 'utf8');
// The maskable icon: the mark's drawing without its rounded tile, on a full-bleed square of the
// tile's colour, shrunk into the central 80% a launcher may crop to a circle.
const tile = svg.match(/<rect [^>]*fill="(#[0-9a-f]+)"\/>/i);
if (!tile) throw new Error('favicon.svg: no background <rect> to take the colour from');
const maskable = svg
  .replace(tile[0], `<rect width="64" height="64" fill="${tile[1]}"/><g transform="translate(12.8 12.8) scale(0.6)">`)
  .replace('</svg>', '</g></svg>');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [file, size, source] of [
    ['icon-192.png', 192, svg],
    ['icon-512.png', 512, svg],
    ['icon-maskable-512.png', 512, maskable],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    writeFileSync(new URL(file, pub), await page.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}
