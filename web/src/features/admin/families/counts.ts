import type { SiteConfig } from '@shared/api';
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

/**
 * Whether the tab says email is off: only when the server said so. Settings that could not be
 * loaded (the desktop app offline with none saved) are unknown, not "off": the tab then shows the
 * saved families under the offline banner, as the other tabs show their saved lists.
 */
export const mailSaidOff = (site: Pick<SiteConfig, 'subscriptions'>) => site.subscriptions === false;
