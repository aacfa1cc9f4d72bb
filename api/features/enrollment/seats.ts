import type { AcademyEvent, Enrollment } from '../../../shared/schemas';

/** Holds a seat: enrolled, or offered and not yet answered (the offer keeps the seat for them). */
export const holdsSeat = (r: Pick<Enrollment, 'status'>) => r.status === 'enrolled' || r.status === 'offered';

const bySeq = (a: Enrollment, b: Enrollment) => (a.seq ?? 0) - (b.seq ?? 0) || a.id.localeCompare(b.id);

/** A class's seats as its records say: how many are held, who waits (in order), what is left. */
export function seatsOf(records: readonly Enrollment[], capacity: number) {
  let held = 0;
  let enrolled = 0;
  const waitlist: Enrollment[] = [];
  let nextSeq = 1;
  for (const r of records) {
    if (holdsSeat(r)) held++;
    if (r.status === 'enrolled') enrolled++;
    if (r.status === 'waitlisted') waitlist.push(r);
    if (r.seq != null && r.seq >= nextSeq) nextSeq = r.seq + 1;
  }
  waitlist.sort(bySeq);
  return { held, enrolled, waitlist, seatsLeft: Math.max(0, capacity - held), nextSeq };
}

/** 1 for the first family in line; undefined for a record not waiting. */
export function placeIn(records: readonly Enrollment[], id: string): number | undefined {
  const { waitlist } = seatsOf(records, 0);
  const i = waitlist.findIndex((r) => r.id === id);
  return i < 0 ? undefined : i + 1;
}

/** The class an event is, while it is a weekly series with enrollment (open or closed). */
export const classOf = (e: AcademyEvent | undefined) => (e?.recurrence && e.enrollment ? e : undefined);
