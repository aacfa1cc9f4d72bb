import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'koa';

/** CSP and friends on every response (docs/decisions.md#security-headers). */
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

/** The constant header set, built once; every response gets it (set straight on the Node response). */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

export function setSecurityHeaders(res: ServerResponse) {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
}

export function securityHeaders(ctx: Context, next: Next) {
  setSecurityHeaders(ctx.res);
  return next();
}
