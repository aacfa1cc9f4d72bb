import type { Context } from 'koa';

/** How long a shared cache (Caddy, a CDN) may hold a public list before asking again. */
export const PUBLIC_LIST_SECONDS = 30;

/**
 * Cache-Control of the public lists: browsers ask again every time (max-age=0; with the ETag
 * the answer is an empty 304 when nothing changed), a shared cache serves its copy for up to
 * `seconds`, then may serve it once more while it fetches the new one (stale-while-revalidate).
 * A list that changes by itself at a known time passes the seconds left until then, so no cache
 * keeps it (stale copies included) past that moment.
 */
export function setPublicListCache(ctx: Context, secondsLeft = Infinity): void {
  const left = Math.max(0, Math.floor(secondsLeft));
  const hold = Math.min(PUBLIC_LIST_SECONDS, left);
  const stale = Math.min(PUBLIC_LIST_SECONDS, left - hold);
  ctx.set(
    'Cache-Control',
    hold === 0
      ? 'public, no-cache'
      : `public, max-age=0, s-maxage=${hold}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`,
  );
}
