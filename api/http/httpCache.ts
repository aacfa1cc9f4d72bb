import type { ParsedUrlQuery } from 'node:querystring';
import type { Context } from 'koa';
import { sendPayload, type Payload } from './payload';
import type { Services } from '../services';

/** How long a shared cache (Caddy, a CDN) may hold a public list before asking again. */
export const PUBLIC_LIST_SECONDS = 30;

/**
 * Cache-Control of the public lists: browsers ask again every time (max-age=0; with the ETag
 * the answer is an empty 304 when nothing changed), a shared cache serves its copy for up to
 * `seconds`, then may serve it once more while it fetches the new one (stale-while-revalidate).
 * A list that changes by itself at a known time passes the seconds left until then, so no cache
 * keeps it (stale copies included) past that moment.
 */
export function publicListCacheControl(secondsLeft = Infinity): string {
  const left = Math.max(0, Math.floor(secondsLeft));
  const hold = Math.min(PUBLIC_LIST_SECONDS, left);
  const stale = Math.min(PUBLIC_LIST_SECONDS, left - hold);
  return hold === 0
    ? 'public, no-cache'
    : `public, max-age=0, s-maxage=${hold}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}

/** What a public list answers a request without a token: a cached view and its Cache-Control. */
export type PublicView = { payload: Payload; cacheControl: string };

/**
 * A public list answered from cached views. Koa's route (route.ts publicListRoute) and
 * fastPath.ts, which answers before Koa, both call view(): one answer, two ways in.
 */
export type PublicListDef = {
  /** Query parameters the list reads; fastPath.ts leaves a request with any other one to Koa. */
  query: readonly string[];
  /**
   * May throw (fail: a 400 naming the field) for a bad query; nothing is cached then. A promise
   * while the view is being built (cachedViewInTurns): fastPath.ts leaves that request to Koa.
   */
  view(s: Services, query: ParsedUrlQuery): PublicView | Promise<PublicView>;
};

/**
 * A public list's own headers, flat [name, value, ...], sent after the security headers and
 * before the payload's: the one list both Koa's route (sendPublicView) and fastPath.ts send, so
 * a header added here reaches both answers (fastPath.test.ts compares them byte for byte).
 */
export const publicViewHeaders = (view: PublicView): string[] => ['Cache-Control', view.cacheControl];

export function sendPublicView(ctx: Context, view: PublicView): Promise<void> {
  const h = publicViewHeaders(view);
  for (let i = 0; i < h.length; i += 2) ctx.set(h[i], h[i + 1]);
  return sendPayload(ctx, view.payload);
}
