import { z } from 'zod';
import { CONTACT_HONEYPOT_FIELD, CONTACT_FILL_TIME_FIELD } from '../constants';
import { MSG } from '../messages';
import { recordId, storedDateTime } from './common';
import { matchesTerms, searchTerms, searchText } from '../search';

/** Where a message is in the inbox: 'new' until opened, then read, replied or archived. */
export const CONTACT_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/** The list filter: one status, or 'open' (anything not archived). */
export const CONTACT_FILTERS = ['open', ...CONTACT_STATUSES] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

const statusMessage = `Status must be one of ${CONTACT_STATUSES.join(', ')}`;
export const contactStatus = z.enum(CONTACT_STATUSES, { error: statusMessage });

/**
 * Whether the email to the academy went out: pending (waiting or retrying), sent, or failed
 * (last attempt failed; still retried). Absent when email notification is not configured.
 */
export const contactNotify = z.object({
  state: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().max(500).optional(),
  nextAttemptAt: z.iso.datetime({ offset: true }).optional(),
  sentAt: z.iso.datetime({ offset: true }).optional(),
});
export type ContactNotify = z.output<typeof contactNotify>;

/**
 * The public forms' bot traps (contact, subscribe): a hidden field people leave empty, and how
 * long the form was shown before sending (ms): a post much faster than a person types is dropped.
 */
export const botTrapFields = {
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
  [CONTACT_FILL_TIME_FIELD]: z
    .number({ error: 'formFillMs must be a duration in milliseconds' })
    .int('formFillMs must be a duration in milliseconds')
    .nonnegative('formFillMs must be a duration in milliseconds')
    .max(8.64e15, 'formFillMs must be a duration in milliseconds')
    .optional(),
};
export const contactInput = z.object({
  name: z.string({ error: MSG.nameMin }).trim().min(2, MSG.nameMin).max(100, 'Name must be at most 100 characters'),
  email: z.string({ error: MSG.emailInvalid }).trim().max(254, MSG.emailInvalid).pipe(z.email(MSG.emailInvalid)),
  subject: z
    .string({ error: MSG.subjectMin })
    .trim()
    .min(2, MSG.subjectMin)
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string({ error: MSG.messageMin })
    .trim()
    .min(10, MSG.messageMin)
    .max(5000, 'Message must be at most 5000 characters'),
  /** Kept only when an administrator posts (import restores history); the server sets it otherwise. */
  createdAt: storedDateTime('createdAt').optional(),
  /** Kept only when an administrator posts (default 'read'); a public post is always 'new'. */
  status: contactStatus.optional(),
  ...botTrapFields,
});
export type ContactInput = z.input<typeof contactInput>;
export const contactMessage = z.object({
  id: recordId,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  version: z.number().int().positive().optional(),
  /** Absent on records stored before the inbox (read as 'read'). */
  status: contactStatus.optional(),
  notify: contactNotify.optional(),
});
export type ContactMessage = z.output<typeof contactMessage>;

/** PATCH /api/contact/{id}. */
export const contactPatch = z.object({ status: contactStatus });
export type ContactPatch = z.input<typeof contactPatch>;

/** GET /api/contact and /api/contact.csv query: ?status= (a status or 'open') and ?q= (search). */
export const contactListQuery = z.object({
  status: z.enum(CONTACT_FILTERS, { error: `Status must be one of ${CONTACT_FILTERS.join(', ')}` }).optional(),
  q: z.string().max(200, 'q must be at most 200 characters').optional(),
});
export type ContactListQuery = z.output<typeof contactListQuery>;

/** Whether a message matches a list query (the API's filter, and the dashboard's local one). */
export function matchesContactQuery(
  m: Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message' | 'status'>,
  query: { status?: ContactFilter; q?: string },
): boolean {
  const status = m.status ?? 'read';
  if (query.status === 'open' ? status === 'archived' : query.status && status !== query.status) return false;
  const terms = searchTerms(query.q);
  return !terms.length || matchesTerms(contactSearchText(m), terms);
}

/** The text a message is searched in (the inbox's search box and the API's `q`). */
export const contactSearchText = (m: Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>) =>
  searchText([m.name, m.email, m.subject, m.message]);
