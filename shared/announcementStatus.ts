/**
 * When an announcement is public (issue 16): from publishAt (absent: at once) until expiresAt
 * (absent: for good). Pure, so the API's cached lists, the public banner and the dashboard's
 * badges all agree on the same instants.
 */
export type AnnouncementStatus = 'scheduled' | 'published' | 'expired';
export const ANNOUNCEMENT_STATUSES: readonly AnnouncementStatus[] = ['scheduled', 'published', 'expired'];

type Timed = { publishAt?: string | null; expiresAt?: string | null };
type Notice = Timed & { id: string; createdAt: string; urgent?: boolean; version?: number; updatedAt?: string };

const instant = (v: string | null | undefined) => (v ? Date.parse(v) : NaN);

export function announcementStatus(a: Timed, now: number): AnnouncementStatus {
  if (instant(a.publishAt) > now) return 'scheduled';
  if (instant(a.expiresAt) <= now) return 'expired';
  return 'published';
}
export const isLive = (a: Timed, now: number) => announcementStatus(a, now) === 'published';

/**
 * The stretch of time around `now` in which no announcement changes status: [from, until), from
 * the publish and expiry instants nearest `now` on either side. A list computed at `now` stays
 * right for every instant in it, which is what lets the API cache the public list.
 */
export function statusWindow(list: readonly Timed[], now: number): { from: number; until: number } {
  let from = -Infinity;
  let until = Infinity;
  for (const a of list) {
    for (const t of [instant(a.publishAt), instant(a.expiresAt)]) {
      if (Number.isNaN(t)) continue;
      if (t <= now) from = Math.max(from, t);
      else until = Math.min(until, t);
    }
  }
  return { from, until };
}

/** When the notice went (or goes) public: its publish time, else its creation. */
const shownFrom = (a: Notice) => (a.publishAt ? Date.parse(a.publishAt) : Date.parse(a.createdAt));

/** The banner: the live urgent announcement that went public last, if any. */
export function urgentNotice<T extends Notice>(list: readonly T[], now: number): T | undefined {
  let best: T | undefined;
  for (const a of list) {
    if (!a.urgent || !isLive(a, now)) continue;
    if (!best || shownFrom(a) > shownFrom(best)) best = a;
  }
  return best;
}

/** Names one content of one notice: a dismissal holds until the notice changes. */
export const noticeKey = (a: Notice) => `${a.id}.${a.version ?? a.updatedAt ?? a.createdAt}`;
/** The cookie (and localStorage key) holding the noticeKey a visitor dismissed. */
export const NOTICE_COOKIE = 'notice_dismissed';
