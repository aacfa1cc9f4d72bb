import { z } from 'zod';

/** Who did it: a staff account's id and name (null for a failed or anonymous sign-in). */
export type AuditActor = { id: string; name: string };
/** What it was done to: a record's type and id, and a title only where it says nothing about a family. */
export type AuditTarget = { type: string; id: string; title?: string };

/**
 * One line of the audit log (docs/decisions.md, wave 4). `id` counts up from 1 with no gaps, so a
 * removed entry shows; `prev` is the SHA-256 (hex) of the line of the entry before it.
 */
/** How long one client's refused sign-ins are summed into one entry (the server's budget, the dashboard's words). */
export const AUDIT_REFUSALS_WINDOW_MS = 15 * 60_000;
/** The `ip` of the entry that sums the refused sign-ins of the clients past a window's budget of entries. */
export const AUDIT_OTHER_CLIENTS = '*';

export type AuditEntry = {
  id: number;
  at: string;
  actor: AuditActor | null;
  action: string;
  target: AuditTarget | null;
  ip: string;
  /**
   * Set on an entry that sums others (refused sign-ins, one entry per client per window): how many
   * more there were. Its `ip` is `*` for the clients past the window's budget of entries.
   */
  count?: number;
  prev: string;
};

/** GET /api/audit: a page, newest first; `next` is the `before` of the following page (null at the end). */
export type AuditPage = { entries: AuditEntry[]; next: number | null };
/** GET /api/audit/verify. */
export type AuditVerifyResult = { ok: true; entries: number } | { ok: false; brokenAt: number };

/** The largest page of GET /api/audit. */
export const AUDIT_PAGE_MAX = 200;

const filterText = (name: string) =>
  z
    .string()
    .trim()
    .max(100, `${name} is at most 100 characters`)
    .optional()
    .transform((v) => v || undefined);

/** GET /api/audit?actor=&type=&before=&limit= (query strings: numbers arrive as text). */
export const auditQuery = z.object({
  actor: filterText('actor'),
  type: filterText('type'),
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'before must be an entry id (a positive whole number)')
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^[0-9]{1,4}$/, `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= AUDIT_PAGE_MAX, `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
    .optional(),
});
export type AuditQuery = z.output<typeof auditQuery>;
