import type { Context, Next } from 'koa';

/** CSP and friends on every response (DECISIONS.md, "The web app"). */
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

export async function securityHeaders(ctx: Context, next: Next) {
  ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  await next();
}
