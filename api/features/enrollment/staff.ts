import { csvRow } from '../../../shared/csv';
import type { Enrollment, EnrollmentAdminView, EnrollmentStatus } from '../../../shared/schemas';
import { conflict, notFound } from './errors';
import { placeIn, seatsOf } from './seats';
import type { Enrollments } from './service';

/** The staff's rows: by class, enrolled and offered first, then the waitlist in order, then the rest. */
export function staffList(s: Enrollments, q: { eventId?: string; status?: EnrollmentStatus }): EnrollmentAdminView[] {
  const records = s.store.records
    .all()
    .filter((r) => (!q.eventId || r.eventId === q.eventId) && (!q.status || r.status === q.status));
  const places = new Map<string, Map<string, number>>();
  const placeOf = (r: Enrollment) => {
    let m = places.get(r.eventId);
    if (!m) {
      m = new Map(seatsOf(s.store.ofClass(r.eventId), 0).waitlist.map((w, i) => [w.id, i + 1]));
      places.set(r.eventId, m);
    }
    return m.get(r.id);
  };
  const rank = { enrolled: 0, offered: 1, waitlisted: 2, pending: 3, withdrawn: 4 } as const;
  return records
    .map((r) => adminView(r, r.status === 'waitlisted' ? placeOf(r) : undefined))
    .sort(
      (a, b) =>
        a.eventId.localeCompare(b.eventId) ||
        rank[a.status] - rank[b.status] ||
        (a.place ?? 0) - (b.place ?? 0) ||
        a.createdAt.localeCompare(b.createdAt),
    );
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

/** PATCH {status}: enroll from the waitlist (while a seat is free, or theirs by offer) or withdraw. */
export async function staffPatch(s: Enrollments, id: string, status: 'enrolled' | 'withdrawn') {
  const r0 = s.store.get(id) ?? notFound('Not found');
  if (status === 'withdrawn') return adminView(await s.withdrawRecord(id, 'staff'));
  const r = await s.decide(r0.eventId, () => {
    const r = s.store.get(id) ?? notFound('Not found');
    if (r.status === 'enrolled') return { result: r, changes: [] };
    if (r.status === 'pending') return conflict('The family has not confirmed the request yet');
    if (r.status === 'withdrawn') return conflict('This request was withdrawn');
    const e = s.classOf(r.eventId) ?? conflict('This class takes no enrollment any more');
    if (r.status === 'waitlisted' && seatsOf(s.store.ofClass(r.eventId), e.enrollment!.capacity).seatsLeft < 1)
      return conflict('The class is full: raise its capacity or withdraw someone first');
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
  return adminView(r, placeIn(s.store.ofClass(r.eventId), r.id));
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
