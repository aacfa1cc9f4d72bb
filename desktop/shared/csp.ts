/**
 * The packaged window's Content-Security-Policy. Only in builds: the dev server's React refresh
 * needs an inline script. The page itself never talks to the network: its HTTP goes through IPC,
 * its images through academy-media:, external images are https: only, videos are embedded frames.
 * The build puts it first in the page's <head> (renderer.vite.ts); app:// also sends it as a
 * header (main/appProtocol.ts).
 */
export const DESKTOP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: academy-media: https:",
  "media-src 'self' academy-media: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://drive.google.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
