import { ended, PENDING_MS } from './guardian';
import type { Enrollments } from './service';

/**
 * How long a class may be deleted (in the trash) or stop taking enrollment before its families
 * are told it will not run: the dashboard's Undo, or a restore soon after, changes nothing for them.
 */
export const CLASS_GONE_GRACE_MS = 10 * 60_000;

/** Every class with a family waiting gets its free seats offered (after a capacity change). */
export async function rebalanceAll(s: Enrollments) {
  const waiting = s.store.classIds().filter((id) => s.store.seats(id).waitlist.length);
  for (const eventId of waiting) await s.store.inClass(eventId, () => s.settle(s.offerFreed(eventId)));
}

/**
 * Every minute: offers not answered in time pass to the next family; classes gone for good end
 * their enrollments; unconfirmed requests older than 7 days are forgotten; withdrawn ones are
 * erased ENROLLMENT_RETENTION_DAYS after they ended.
 */
export async function sweep(s: Enrollments) {
  const now = s.now();
  const expired = s.store.records
    .all()
    .filter((r) => r.status === 'offered' && r.offerExpiresAt && Date.parse(r.offerExpiresAt) < now);
  for (const r of expired)
    await s
      .decide(r.eventId, () => {
        const cur = s.store.get(r.id);
        if (!cur || cur.status !== 'offered' || cur.offeredAt !== r.offeredAt) return { result: r, changes: [] };
        const stamp = s.stamp();
        const c = s.store.change(r.id, (old) => ended(old, stamp));
        return { result: c, changes: [c], email: ['offerExpired', stamp] as const, rebalance: true };
      })
      .catch((e) => s.log(`enrollment offer not expired: ${(e as Error).message}`));
  for (const eventId of s.store.classIds()) if (isGone(s, eventId, now)) await endClass(s, eventId);
  const keep = s.config.enrollment.retentionDays * 24 * 3600_000;
  await s.store.eraseWhere(
    (r) =>
      (r.status === 'pending' && now - Date.parse(r.confirmationSentAt ?? r.createdAt) > PENDING_MS) ||
      (r.status === 'withdrawn' && now - Date.parse(r.endedAt ?? r.updatedAt) > keep),
  );
}

/**
 * A class that will not run: deleted (in the trash past the grace, or purged), or changed so that
 * it takes no enrollment (no longer a weekly series with seats) past the grace.
 */
function isGone(s: Enrollments, eventId: string, now: number) {
  const e = s.db.content.events.get(eventId);
  if (e) return !s.classOf(eventId) && now - Date.parse(e.updatedAt) > CLASS_GONE_GRACE_MS;
  const t = s.trashEntry(eventId);
  return !t || now - Date.parse(t.deletedAt) > CLASS_GONE_GRACE_MS;
}

/**
 * Ends a class's enrollments: each family that confirmed is told, in their language, that the
 * class will not run, and their request then follows the retention rule (erased
 * ENROLLMENT_RETENTION_DAYS after today). Unconfirmed requests are erased at once: they never
 * were enrollments, and their address was never confirmed to be the family's.
 */
async function endClass(s: Enrollments, eventId: string) {
  await s.store.inClass(eventId, async () => {
    const records = s.store.ofClass(eventId);
    const pending = new Set(records.filter((r) => r.status === 'pending').map((r) => r.id));
    if (pending.size) await s.store.eraseWhere((r) => pending.has(r.id));
    const stamp = s.stamp();
    const changes = records
      .filter((r) => r.status !== 'pending' && r.status !== 'withdrawn')
      .map((r) => {
        const c = s.store.change(r.id, (old) => ended(old, stamp));
        void Promise.all([c.applied, c.written]).then(
          ([done]) => done && s.send('classCancelled', done, stamp),
          () => {},
        );
        return c;
      });
    await s.settle(changes);
  });
}
