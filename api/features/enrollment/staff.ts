import { csvRow } from '../../../shared/csv';
import type { Enrollment, EnrollmentAdminView, EnrollmentStatus } from '../../../shared/schemas';
import { Payload } from '../../http/payload';
import { withdrawRecord } from './guardian';
import type { ClassSeats } from './seats';
import { conflict, notFound } from './errors';
import type { Enrollments } from './service';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const RANK = { enrolled: 0, offered: 1, waitlisted: 2, pending: 3, withdrawn: 4 } as const;

/** The staff's rows: by class, enrolled and offered first, then the waitlist in order, then the rest. */
export function staffList(s: Enrollments, q: { eventId?: string; status?: EnrollmentStatus }): EnrollmentAdminView[] {
  // One class (the dashboard's tab) reads only its own records, with places kept by the store.
  const records = q.eventId ? s.store.ofClass(q.eventId) : s.store.records.all();
  return records
    .filter((r) => !q.status || r.status === q.status)
    .map((r) => adminView(r, s.store.seats(r.eventId).placeOf(r.id)))
    .sort(
      (a, b) =>
        cmp(a.eventId, b.eventId) ||
        RANK[a.status] - RANK[b.status] ||
        (a.place ?? 0) - (b.place ?? 0) ||
        cmp(a.createdAt, b.createdAt) ||
        cmp(a.id, b.id),
    );
}

/**
 * The staff's list of one class as bytes, made once per change of the class: the dashboard's tab
 * and its refreshes (and a roster of 200 families read 50 times in a row) answer from memory,
 * compressed once. Held in this process's memory only, as the records themselves are, and sent
 * with no-store like every enrollment answer.
 */
const lists = new WeakMap<ClassSeats, Map<string, { revision: number; payload: Payload }>>();
export function staffListPayload(s: Enrollments, eventId: string, status?: EnrollmentStatus): Payload {
  const seats = s.store.seats(eventId);
  let m = lists.get(seats);
  if (!m) lists.set(seats, (m = new Map()));
  const hit = m.get(status ?? '');
  if (hit?.revision === seats.revision) return hit.payload;
  const payload = new Payload(Buffer.from(JSON.stringify(staffList(s, { eventId, status }))), {
    type: 'application/json; charset=utf-8',
    cacheControl: 'no-store',
    compression: 'fast',
  });
  m.set(status ?? '', { revision: seats.revision, payload });
  return payload;
}

export const adminView = (r: Enrollment, place?: number): EnrollmentAdminView => ({
  id: r.id,
  eventId: r.eventId,
  status: r.status,
  ...(place ? { place } : {}),
  guardian: r.guardian,
  child: r.child,
  photos: r.consents.photos,
  lang: r.lang,
  createdAt: r.createdAt,
  confirmedAt: r.confirmedAt ?? null,
  offerExpiresAt: r.offerExpiresAt ?? null,
});

/** Why staff cannot enroll a family in line (the dashboard shows it as it is). */
export const fullMessage = (capacity: number) =>
  `${capacity === 1 ? 'The one seat is' : `All ${capacity} seats are`} taken (enrolled or offered). ` +
  "Raise the class's capacity or withdraw a family first.";

/** PATCH {status}: enroll from the waitlist (while a seat is free, or theirs by offer) or withdraw. */
export async function staffPatch(s: Enrollments, id: string, status: 'enrolled' | 'withdrawn') {
  const r0 = s.store.get(id) ?? notFound('Not found');
  if (status === 'withdrawn') return adminView(await withdrawRecord(s, id, 'staff'));
  const r = await s.decide(r0.eventId, () => {
    const r = s.store.get(id) ?? notFound('Not found');
    if (r.status === 'enrolled') return { result: r, changes: [] };
    if (r.status === 'pending') return conflict('The family has not confirmed the request yet');
    if (r.status === 'withdrawn') return conflict('This request was withdrawn');
    const e = s.classOf(r.eventId) ?? conflict('This class takes no enrollment any more');
    if (r.status === 'waitlisted' && s.store.seats(r.eventId).seatsLeft(e.enrollment!.capacity) < 1)
      return conflict(fullMessage(e.enrollment!.capacity));
    const stamp = new Date(s.now()).toISOString();
    const c = s.store.change(id, (old) => ({
      ...old,
      status: 'enrolled',
      offeredAt: null,
      offerExpiresAt: null,
      updatedAt: stamp,
    }));
    return { result: c, changes: [c], email: ['enrolled', stamp] as const };
  });
  return adminView(r, s.store.seats(r.eventId).placeOf(r.id));
}

/** The roster as CSV (shared/csv.ts: formula-safe), one class or all. */
export function* rosterCsv(s: Enrollments, eventId?: string): Generator<string> {
  const title = (id: string) => s.db.content.events.get(id)?.title ?? '';
  yield (
    csvRow([
      'class',
      'status',
      'place',
      'child',
      'age',
      'photos',
      'guardian',
      'email',
      'phone',
      'language',
      'confirmedAt',
    ]) + '\r\n'
  );
  for (const r of staffList(s, { eventId }))
    yield (
      csvRow([
        title(r.eventId),
        r.status,
        r.place ? String(r.place) : '',
        r.child.firstName,
        String(r.child.age),
        r.photos ? 'yes' : 'no',
        r.guardian.name,
        r.guardian.email,
        r.guardian.phone ?? '',
        r.lang,
        r.confirmedAt ?? '',
      ]) + '\r\n'
    );
}
