import { z } from 'zod';
import { staffRoleSchema, type AccountRef, type StaffRole } from './account';
import { subscriberEmail } from './subscription';

/**
 * Staff accounts (docs/decisions.md, wave 4): the contract between the API, the dashboard and the
 * desktop app. Nothing secret (password hashes, TOTP secrets, invitation tokens) is ever part of
 * these shapes: the server keeps those apart (api/features/staff/store.ts).
 */

/** Passwords an account chooses (invitation, change): at least 12 characters. */
export const STAFF_PASSWORD_MIN = 12;
const newPassword = z
  .string({ error: 'password is required' })
  .min(STAFF_PASSWORD_MIN, `Use at least ${STAFF_PASSWORD_MIN} characters`)
  .max(1000, 'Must be at most 1000 characters');
const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Must be at most 100 characters')
  .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 0x20), 'Name must be one line');
/** An authenticator's code as typed: "123 456" and "123456" alike; its digits are checked by the server. */
export const totpCode = z
  .string({ error: 'code must be the 6-digit code' })
  .max(20, 'code must be the 6-digit code')
  .transform((v) => v.replace(/[\s-]/g, ''));
const token = z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long');

/** The roles in the order the dashboard offers them. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', instructor: 'Instructor' };

/** GET /api/staff: one account as the owner sees it. */
export type StaffAccount = AccountRef & {
  totp: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  /** The account has not chosen a password yet (its invitation is open or expired). */
  invited: boolean;
  /** The account holding the site's admin password (ADMIN_PASSWORD, `npm run set-password -- admin`). */
  primary: boolean;
};
/** POST /api/staff, POST /api/staff/{id}/invite: the link is shown to the owner to copy when no email went. */
export type StaffInvitation = { account: StaffAccount; inviteUrl: string; emailed: boolean };
/** GET /api/admin/session. */
export type SessionInfo = { account: AccountRef & { totp: boolean } };
/** POST /api/staff/me/totp: not active until confirmed with a code. */
export type TotpSetup = { secret: string; uri: string };
/** 401 of a sign-in that needs (another) code. */
export type SecondFactorError = { message: string; secondFactor: 'totp' };

export const staffCreateInput = z.object({
  name,
  email: subscriberEmail,
  role: staffRoleSchema.default('instructor'),
});
export type StaffCreateInput = z.infer<typeof staffCreateInput>;

export const staffUpdateInput = z
  .object({ name: name.optional(), role: staffRoleSchema.optional(), email: subscriberEmail.optional() })
  .refine((v) => v.name !== undefined || v.role !== undefined || v.email !== undefined, {
    message: 'Send name, role or email',
    path: ['name'],
  });
export type StaffUpdateInput = z.infer<typeof staffUpdateInput>;

export const inviteAcceptInput = z.object({ token, password: newPassword });
export const passwordChangeInput = z.object({
  current: z.string({ error: 'current is required' }).min(1, 'current is required').max(1000),
  password: newPassword,
});
export const totpCodeInput = z.object({ code: totpCode });
