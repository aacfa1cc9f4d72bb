// Makes the desktop app's icons from desktop/resources/icon.svg with sharp:
// icon.png (512 x 512: electron-builder makes the Windows .ico and macOS .icns from it) and
// icons/512x512.png, icons/256x256.png (Linux). Run after editing the SVG; the PNGs are committed.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = fileURLToPath(new URL('../desktop/resources/', import.meta.url));
await mkdir(`${dir}icons`, { recursive: true });
const svg = `${dir}icon.svg`;
const png = (size, file) =>
  sharp(svg, { density: 72 * (size / 512) * 2 })
    .resize(size, size)
    .png()
    .toFile(file);
await png(512, `${dir}icon.png`);
await png(512, `${dir}icons/512x512.png`);
await png(256, `${dir}icons/256x256.png`);
console.log('desktop/resources: icon.png, icons/512x512.png, icons/256x256.png');
