import { z } from 'zod';

/** Staff roles (docs/decisions.md#permissions): the owner runs everything, an instructor the daily work. */
export const STAFF_ROLES = ['owner', 'instructor'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Who a request is signed in as: what routes, the audit log and revisions see of an account. */
export type AccountRef = { id: string; name: string; email: string; role: StaffRole };
