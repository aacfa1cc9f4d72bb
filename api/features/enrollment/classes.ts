import type { ClassView } from '../../../shared/schemas';
import { Payload } from '../../http/payload';
import { ruleDays } from '../../../shared/recurrence';
import type { Enrollments } from './service';

/** Per server (tests run several in one process). */
const cache = new WeakMap<Enrollments, { key: string; payload: Payload }>();

/**
 * GET /api/classes: each open class with seats left and how many families wait; nothing about
 * any family. Built once per change of the events or the enrollments (their revisions).
 */
export function classesPayload(s: Enrollments): Payload {
  const key = `${s.db.content.events.revision}:${s.store.records.revision}`;
  const cached = cache.get(s);
  if (cached?.key === key) return cached.payload;
  const out: ClassView[] = [];
  for (const e of s.db.content.events.all()) {
    if (!e.recurrence || !e.enrollment?.open) continue;
    const seats = s.store.seats(e.id);
    out.push({
      eventId: e.id,
      title: e.title,
      ...(e.translations ? { translations: e.translations } : {}),
      category: e.category ?? null,
      recurrence: { ...e.recurrence, byDay: ruleDays(e as Parameters<typeof ruleDays>[0], s.config.timezone) },
      startTime: e.startTime,
      endTime: e.endTime,
      location: e.location ?? null,
      capacity: e.enrollment.capacity,
      seatsLeft: seats.seatsLeft(e.enrollment.capacity),
      waitlisted: seats.waitlist.length,
      ageMin: e.enrollment.ageMin ?? null,
      ageMax: e.enrollment.ageMax ?? null,
    });
  }
  const payload = new Payload(Buffer.from(JSON.stringify(out)), {
    type: 'application/json; charset=utf-8',
    compression: 'fast',
    etag: true,
  });
  cache.set(s, { key, payload });
  return payload;
}
