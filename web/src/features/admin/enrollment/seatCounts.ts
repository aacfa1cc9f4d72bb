import type { EnrollmentAdminView } from '@shared/schemas';

/** The seats card's figures, as the server counts them (an offer holds its seat). */
export function seatCounts(rows: readonly EnrollmentAdminView[], capacity: number) {
  const n = (s: EnrollmentAdminView['status']) => rows.filter((r) => r.status === s).length;
  const enrolled = n('enrolled');
  const offered = n('offered');
  return { enrolled, offered, waitlisted: n('waitlisted'), seatsLeft: Math.max(0, capacity - enrolled - offered) };
}

/**
 * Why no family in line can be enrolled (the full class's warning): all seats held, or more held
 * than the class has, when its capacity was lowered after they were given.
 */
export function fullText(capacity: number, held: number): string {
  const seats = capacity === 1 ? 'one seat' : `${capacity} seats`;
  const taken =
    held > capacity
      ? `${held} families hold seats in a class of ${seats} (its capacity was lowered after they were given)`
      : capacity === 1
        ? 'The one seat is taken (enrolled or offered)'
        : `All ${capacity} seats are taken (enrolled or offered)`;
  return `${taken}, so no family in line can be enrolled now.`;
}
