import type { AcademyEvent, Enrollment } from '../../../shared/schemas';

/** Holds a seat: enrolled, or offered and not yet answered (the offer keeps the seat for them). */
export const holdsSeat = (r: Pick<Enrollment, 'status'>) => r.status === 'enrolled' || r.status === 'offered';

// Plain comparisons: ids sort alike in every locale, and localeCompare is slow.
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The line's order: the place taken at confirmation (seq), then the id for equal places. */
const bySeq = (a: Enrollment, b: Enrollment) => (a.seq ?? 0) - (b.seq ?? 0) || cmp(a.id, b.id);

/**
 * One class's records with its seats kept as they change: how many hold a seat, who waits in
 * order, the next place in line. A change moves one record in and out (a binary search in the
 * line), so a confirmation among 200 at once does not re-read and re-sort its class, and a
 * family's place is found in O(log n).
 */
export class ClassSeats {
  readonly records = new Map<string, Enrollment>();
  private line: Enrollment[] = [];
  held = 0;
  enrolled = 0;
  /** Counts every change (the staff's cached list of the class is remade after one). */
  revision = 0;
  /** One more than the highest place ever given in this class (kept while records are erased). */
  nextSeq = 1;

  set(r: Enrollment) {
    this.remove(r.id);
    this.revision++;
    this.records.set(r.id, r);
    if (holdsSeat(r)) this.held++;
    if (r.status === 'enrolled') this.enrolled++;
    if (r.seq != null && r.seq >= this.nextSeq) this.nextSeq = r.seq + 1;
    if (r.status === 'waitlisted') this.line.splice(this.lowerBound(r), 0, r);
  }

  remove(id: string) {
    const old = this.records.get(id);
    if (!old) return;
    this.revision++;
    this.records.delete(id);
    if (holdsSeat(old)) this.held--;
    if (old.status === 'enrolled') this.enrolled--;
    if (old.status === 'waitlisted') this.line.splice(this.lowerBound(old), 1);
  }

  /** The families in line, first first. Do not mutate. */
  get waitlist(): readonly Enrollment[] {
    return this.line;
  }

  seatsLeft(capacity: number) {
    return Math.max(0, capacity - this.held);
  }

  /** 1 for the first family in line; undefined for a record not waiting. */
  placeOf(id: string): number | undefined {
    const r = this.records.get(id);
    if (r?.status !== 'waitlisted') return undefined;
    return this.lowerBound(r) + 1;
  }

  private lowerBound(r: Enrollment) {
    let lo = 0;
    let hi = this.line.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bySeq(this.line[mid], r) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** The class an event is, while it is a weekly series with enrollment (open or closed). */
export const classOf = (e: AcademyEvent | undefined) => (e?.recurrence && e.enrollment ? e : undefined);
