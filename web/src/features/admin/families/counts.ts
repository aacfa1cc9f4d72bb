import type { SubscriptionAdminView, SubscriptionProgram } from '@shared/schemas';

export type FamilyCounts = Record<SubscriptionProgram, number> & {
  active: number;
  pending: number;
  unsubscribed: number;
};

/** The families per program (confirmed ones only: the others get nothing) and per status. */
export function familyCounts(families: readonly Pick<SubscriptionAdminView, 'status' | 'programs'>[]): FamilyCounts {
  const counts: FamilyCounts = { drumline: 0, colorGuard: 0, active: 0, pending: 0, unsubscribed: 0 };
  for (const f of families) {
    counts[f.status]++;
    if (f.status === 'active') for (const p of f.programs) counts[p]++;
  }
  return counts;
}
