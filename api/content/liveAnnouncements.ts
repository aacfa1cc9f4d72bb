import { isLive, statusWindow, urgentNotice } from '../../shared/announcementStatus';
import type { Announcement } from '../../shared/schemas';
import type { Payload } from '../http/payload';
import { cachedView } from '../http/viewCache';
import type { Collection } from '../storage/collection';

type Snapshot = {
  revision: number;
  /** The statuses computed hold for every instant in [from, until) (shared/announcementStatus). */
  from: number;
  until: number;
  payload: Payload;
  notice: Announcement | undefined;
};
const snapshots = new WeakMap<Collection<Announcement>, Snapshot>();

/**
 * What the public sees of the announcements at `now`: the live list as a cached payload and the
 * urgent notice. The cache is keyed by time as well as by content: it is remade after a change or
 * once `now` leaves the stretch in which no announcement is published or expires, so a scheduled
 * one is never served early nor an expired one late, with no write when the instant passes.
 * The hot path is two comparisons.
 */
export function liveAnnouncements(col: Collection<Announcement>, now = Date.now()): Snapshot {
  const s = snapshots.get(col);
  if (s && s.revision === col.revision && s.from <= now && now < s.until) return s;
  const all = col.all();
  const { from, until } = statusWindow(all, now);
  // The view cache starts again on a change; `from` names the stretch of time.
  const payload = cachedView(col, `live:${from}`, (items) => items.filter((a) => isLive(a, now)));
  const fresh = { revision: col.revision, from, until, payload, notice: urgentNotice(all, now) };
  snapshots.set(col, fresh);
  return fresh;
}
