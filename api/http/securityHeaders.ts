import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';

/** CSP and friends on every page, asset and upload (docs/decisions.md#security-headers). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: https: http:",
  "media-src 'self' https: http:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://drive.google.com https://player.vimeo.com',
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** The constant header set of pages, assets and uploads, built once. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * The API's answers (JSON, CSV, the .ics feed) are data, never a document: nothing in one may
 * load or run anything, nothing may frame it, and it is never sniffed as HTML. Half the bytes
 * of the page set, which matters on the hot public lists and their 304s (docs/decisions.md#security-headers).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const API_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', API_CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Frame-Options', 'DENY'],
];

/** The set for a path: the API's under /api/, the site's everywhere else. */
export const securityHeadersFor = (path: string) =>
  path.startsWith('/api/') ? API_SECURITY_HEADERS : SECURITY_HEADERS;

export function setSecurityHeaders(res: ServerResponse, path: string) {
  for (const [name, value] of securityHeadersFor(path)) res.setHeader(name, value);
}

export function securityHeaders(ctx: Context, next: Next) {
  setSecurityHeaders(ctx.res, ctx.path);
  return next();
}
