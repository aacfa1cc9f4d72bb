/**
 * Generates the demo gallery images in api/seed/images/ from SVG art (run once:
 * `npx tsx api/seed/makeImages.ts`; the JPEGs are committed). The seed runs them through the
 * same upload pipeline as real uploads.
 */
import path from 'node:path';
import sharp from 'sharp';

const W = 1200;
const H = 800;
const frame = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

const spot = (id: string, color: string) =>
  `<radialGradient id="${id}" cx="50%" cy="0%" r="100%"><stop offset="0" stop-color="${color}" stop-opacity="0.85"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

function drum(x: number, y: number, r: number, shell: string) {
  const h = r * 0.9;
  return `<g>
    <rect x="${x - r}" y="${y}" width="${2 * r}" height="${h}" fill="${shell}"/>
    <ellipse cx="${x}" cy="${y + h}" rx="${r}" ry="${r * 0.28}" fill="${shell}"/>
    ${Array.from({ length: 7 }, (_, i) => `<line x1="${x - r + (i * 2 * r) / 6}" y1="${y}" x2="${x - r + ((i + 0.5) * 2 * r) / 6}" y2="${y + h}" stroke="#e8e8e8" stroke-width="4"/>`).join('')}
    <ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.28}" fill="#f4f1ea" stroke="#bbb" stroke-width="6"/>
  </g>`;
}
function stick(x1: number, y1: number, x2: number, y2: number) {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#d9b27c" stroke-width="12" stroke-linecap="round"/><circle cx="${x2}" cy="${y2}" r="10" fill="#e9cc9f"/>`;
}
function flag(x: number, y: number, colorA: string, colorB: string, sway: number) {
  return `<g>
    <line x1="${x}" y1="${y}" x2="${x}" y2="${y + 520}" stroke="#ddd" stroke-width="10"/>
    <path d="M ${x} ${y} C ${x + 120} ${y - 40 + sway}, ${x + 220} ${y + 60 + sway}, ${x + 320} ${y + 10 + sway} L ${x + 320} ${y + 230 + sway} C ${x + 220} ${y + 280 + sway}, ${x + 120} ${y + 180 + sway}, ${x} ${y + 220} Z" fill="${colorA}"/>
    <path d="M ${x} ${y + 110} C ${x + 120} ${y + 70 + sway}, ${x + 220} ${y + 170 + sway}, ${x + 320} ${y + 120 + sway} L ${x + 320} ${y + 170 + sway} C ${x + 220} ${y + 220 + sway}, ${x + 120} ${y + 120 + sway}, ${x} ${y + 160} Z" fill="${colorB}"/>
  </g>`;
}

const images: Record<string, string> = {
  'snare-spotlight': frame(
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#120d2b"/><stop offset="1" stop-color="#050409"/></linearGradient>${spot('s1', '#ffd36b')}`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><polygon points="520,0 680,0 980,${H} 220,${H}" fill="url(#s1)"/>
     ${drum(600, 380, 230, '#b3202a')}${stick(330, 160, 520, 400)}${stick(880, 170, 690, 400)}`,
  ),
  'drumline-row': frame(
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7a440"/><stop offset="0.55" stop-color="#c2452d"/><stop offset="1" stop-color="#2b1420"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect y="620" width="${W}" height="180" fill="#1f5a2c"/>
     ${[150, 390, 630, 870, 1090].map((x, i) => drum(x, 360 + (i % 2) * 40, 110, i % 2 ? '#1d3b8f' : '#f2f2f2')).join('')}`,
  ),
  'guard-flags': frame(
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b0f4d"/><stop offset="1" stop-color="#d0467a"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${flag(140, 140, '#ffd166', '#ef476f', 0)}${flag(480, 100, '#06d6a0', '#118ab2', 40)}${flag(820, 150, '#f8f9fa', '#7b2cbf', -30)}`,
  ),
  'stage-lights': frame(
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#06060c"/><stop offset="1" stop-color="#1b1830"/></linearGradient>${spot('a', '#ff4d6d')}${spot('b', '#4dabf7')}${spot('c', '#ffe066')}`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
     <polygon points="180,0 260,0 520,${H} 0,${H}" fill="url(#a)"/><polygon points="560,0 640,0 900,${H} 300,${H}" fill="url(#c)"/><polygon points="940,0 1020,0 ${W},${H} 680,${H}" fill="url(#b)"/>
     ${[220, 600, 980].map((x) => `<rect x="${x - 45}" y="0" width="90" height="40" rx="8" fill="#333"/>`).join('')}
     <rect y="700" width="${W}" height="100" fill="#2d2238"/>`,
  ),
  'guard-silhouette': frame(
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff9a5a"/><stop offset="0.6" stop-color="#ff5e7e"/><stop offset="1" stop-color="#3a1c4a"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="600" cy="520" r="190" fill="#ffd27a" opacity="0.8"/>
     <rect y="640" width="${W}" height="160" fill="#241230"/>
     ${[300, 600, 900]
       .map(
         (
           x,
           i,
         ) => `<g fill="#241230"><circle cx="${x}" cy="${470 - i * 10}" r="26"/><rect x="${x - 22}" y="${500 - i * 10}" width="44" height="140" rx="18"/>
       <line x1="${x}" y1="${520 - i * 10}" x2="${x + 120}" y2="${250 - i * 10}" stroke="#241230" stroke-width="10"/>
       <path d="M ${x + 120} ${250 - i * 10} q 90 -40 170 10 l 0 120 q -90 -40 -170 -10 Z"/></g>`,
       )
       .join('')}`,
  ),
  'practice-field': frame(
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fd3ff"/><stop offset="0.4" stop-color="#d9f1ff"/><stop offset="0.41" stop-color="#2f8f46"/><stop offset="1" stop-color="#1f6b33"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>
     ${Array.from({ length: 11 }, (_, i) => `<line x1="${60 + i * 108}" y1="330" x2="${-200 + i * 160}" y2="${H}" stroke="#fff" stroke-width="5" opacity="0.8"/>`).join('')}
     ${drum(420, 420, 80, '#b3202a')}${drum(780, 440, 80, '#b3202a')}${flag(560, 250, '#ffd166', '#1d3b8f', 20)}`,
  ),
};

const out = path.join(import.meta.dirname, 'images');
for (const [name, svg] of Object.entries(images)) {
  const info = await sharp(Buffer.from(svg))
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(path.join(out, `${name}.jpg`));
  console.log(name, info.size);
}
