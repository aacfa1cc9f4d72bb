import type { EnrollmentAdminView } from '@shared/schemas';

/** The seats card's figures, as the server counts them (an offer holds its seat). */
export function seatCounts(rows: readonly EnrollmentAdminView[], capacity: number) {
  const n = (s: EnrollmentAdminView['status']) => rows.filter((r) => r.status === s).length;
  const enrolled = n('enrolled');
  const offered = n('offered');
  return { enrolled, offered, waitlisted: n('waitlisted'), seatsLeft: Math.max(0, capacity - enrolled - offered) };
}
