import { UnsupportedType } from '../../errors';
import type { Sharp } from 'sharp';
import { IMAGE_DISPLAY_MAX_PX, IMAGE_THUMB_MAX_PX } from '../../../shared/constants';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** The image type from the file's first bytes; anything else (SVG included) is null. */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    buf.length >= 6 &&
    (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')
  )
    return 'gif';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Output extension per input kind: GIFs (possibly animated) become WebP. */
export const OUTPUT_EXT: Record<ImageKind, 'jpg' | 'png' | 'webp'> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'webp',
};
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const MAX_INPUT_PIXELS = 60_000_000;

/**
 * sharp (libvips, ~40 MB of native memory with its caches and thread pool) is loaded on the first
 * upload, not at start: most server runs never process an image. No operation cache (each image
 * is processed once) and one libvips thread per operation: uploads are rare, memory matters more.
 */
type SharpFn = typeof import('sharp').default;
let sharpModule: Promise<SharpFn> | null = null;
export function loadSharp(): Promise<SharpFn> {
  sharpModule ??= import('sharp').then((m) => {
    const sharp = m.default;
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

function encode(img: Sharp, ext: 'jpg' | 'png' | 'webp') {
  if (ext === 'jpg') return img.jpeg({ quality: 82, mozjpeg: true });
  if (ext === 'png') return img.png({ compressionLevel: 9, palette: false });
  return img.webp({ quality: 80 });
}

/**
 * Re-encodes an uploaded image: turned upright from its EXIF orientation, every piece of
 * metadata dropped (sharp writes none unless asked), a display copy of at most 2048 px on the
 * long side and a thumbnail of at most 480 px.
 */
export async function processImage(
  input: Buffer,
): Promise<{ ext: 'jpg' | 'png' | 'webp'; display: Buffer; thumb: Buffer }> {
  const kind = sniffImage(input);
  if (!kind) throw new UnsupportedType('Only JPEG, PNG, WebP and GIF images are accepted');
  const ext = OUTPUT_EXT[kind];
  const animated = kind === 'gif' || kind === 'webp';
  const sharp = await loadSharp();
  try {
    const base = () => sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const fit = (px: number) => ({ width: px, height: px, fit: 'inside' as const, withoutEnlargement: true });
    const [display, thumb] = await Promise.all([
      encode(base().resize(fit(IMAGE_DISPLAY_MAX_PX)), ext).toBuffer(),
      encode(base().resize(fit(IMAGE_THUMB_MAX_PX)), ext).toBuffer(),
    ]);
    return { ext, display, thumb };
  } catch {
    throw new UnsupportedType('The image could not be read; it may be damaged or too large');
  }
}
