/**
 * What the public site's service worker (web/sw/sw.ts) may keep for offline use
 * (README, "The site on a parent's phone, offline"). Everything not named here goes to the
 * network untouched and is never stored: the dashboard, the admin, contact and subscription APIs,
 * the member pages (/photos, /training), their data (/api/gallery*) and media (/uploads/*).
 */
import { todayKey } from './dates';
import { inEveryLang, pagesOf } from './publicPages';
import { API, withQuery } from './routes';

/**
 * Pages that open offline, from the copy the last online visit stored: each in both languages
 * (shared/lang.ts), so a family that switches language on a phone with no signal still has it.
 */
export const OFFLINE_PAGES: readonly string[] = inEveryLang(pagesOf('offline'));
/**
 * Member pages, and the enrollment page (its seats change by the minute and its form needs the
 * server): offline, they say they need a connection (never stored), in their language.
 */
export const ONLINE_ONLY_PAGES: readonly string[] = inEveryLang(pagesOf('member', 'online'));
/** Public GET data, network first; the stored copy only when the network fails or is too slow. */
const OFFLINE_DATA: string[] = [API.announcements, API.events, API.instructors, API.site];
/** How long a page or its data waits for the network before the stored copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;

export type OfflineKind = 'page' | 'data' | 'online-only' | null;

/**
 * Families' and children's data (enrollments: rosters, the guardian's own page, the CSV, the
 * export): never kept by any cache, the service worker's or the desktop app's offline one.
 */
export const isNeverCached = (pathname: string) =>
  pathname === API.enrollments ||
  pathname.startsWith(`${API.enrollments}/`) ||
  pathname.startsWith(`${API.enrollments}.`);

/**
 * How the worker treats a same-origin request; null: not at all. Only GET without
 * Authorization is ever stored (a shared family phone must not keep what a password opened).
 */
export function offlineKind(method: string, pathname: string, hasAuthorization: boolean): OfflineKind {
  if (method !== 'GET' || hasAuthorization || isNeverCached(pathname)) return null;
  if (OFFLINE_PAGES.includes(pathname)) return 'page';
  if (ONLINE_ONLY_PAGES.includes(pathname)) return 'online-only';
  if (OFFLINE_DATA.includes(pathname)) return 'data';
  return null;
}

/**
 * What the worker stores after a visit: the public pages, their data, this month's and next
 * month's schedule. tz: the academy's timezone (GET /api/site), whose months the schedule shows.
 */
export const toKeep = (now: Date, tz: string) => [
  ...OFFLINE_PAGES,
  ...OFFLINE_DATA.filter((p) => p !== API.events),
  ...monthsToKeep(now, tz),
];

/**
 * The schedule's requests for this month and the next, fetched after a visit so they work
 * offline: the months of the academy's timezone, as the schedule counts them (its todayKey), not
 * the phone's own (a family travelling, or the last evening of a month west of UTC).
 */
export function monthsToKeep(now: Date, tz: string): string[] {
  const [y, m] = todayKey(tz, now.getTime()).split('-').map(Number);
  const next = m === 12 ? { year: y + 1, month: 1 } : { year: y, month: m + 1 };
  return [withQuery(API.events, { month: m, year: y }), withQuery(API.events, { month: next.month, year: next.year })];
}

/**
 * localStorage: contact messages written offline, sent by web/src/pwa/register.ts when the
 * network is back (that visit or the next). Each is taken out before it is sent, under a lock, so
 * two tabs never send one twice.
 */
export const CONTACT_OUTBOX_KEY = 'contact-outbox';
/** Dispatched on window by the contact form when it kept a message in the outbox. */
export const CONTACT_KEPT_EVENT = 'contact-kept';
/** Dispatched on window by web/src/pwa/register.ts when a kept message went: the form says so by its button. */
export const CONTACT_SENT_EVENT = 'contact-sent';
export type OutboxMessage = { id: string; body: Record<string, unknown> };

/**
 * A new version of the site waiting on a phone is offered (web/src/pwa/register.ts); one that has
 * waited this long since the phone found it is taken without asking, on the next navigation.
 */
export const UPDATE_DUE_AFTER_MS = 24 * 3600_000;
/**
 * Cache Storage: when this phone found the waiting version (the page writes it; the worker clears
 * it when a new version takes over, whichever way it did: "Reload", a navigation, every tab closed).
 */
export const UPDATE_FOUND_CACHE = 'update-found';
