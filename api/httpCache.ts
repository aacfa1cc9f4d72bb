import type { Context } from 'koa';

/** How long a shared cache (Caddy, a CDN) may hold a public list before asking again. */
export const PUBLIC_LIST_SECONDS = 30;

/**
 * Cache-Control of the public lists: browsers ask again every time (max-age=0; with the ETag
 * the answer is an empty 304 when nothing changed), a shared cache serves its copy for up to
 * `seconds`, then may serve it once more while it fetches the new one (stale-while-revalidate).
 * A list that changes by itself at a known time passes the seconds left until then, so no cache
 * keeps it past that moment; 0 means "ask every time".
 */
export function setPublicListCache(ctx: Context, seconds = PUBLIC_LIST_SECONDS): void {
  const s = Math.max(0, Math.min(PUBLIC_LIST_SECONDS, Math.floor(seconds)));
  ctx.set(
    'Cache-Control',
    s > 0 && s === PUBLIC_LIST_SECONDS
      ? `public, max-age=0, s-maxage=${s}, stale-while-revalidate=${s}`
      : s > 0
        ? `public, max-age=0, s-maxage=${s}`
        : 'public, no-cache',
  );
}
