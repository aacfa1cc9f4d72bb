import { API } from '@shared/routes';
import {
  AUDIT_OTHER_CLIENTS,
  AUDIT_REFUSALS_WINDOW_MS,
  type AuditEntry,
  type AuditPage,
  type AuditVerifyResult,
} from '@shared/schemas/audit';
import type { ApiClient } from '@/lib/api';

export type AuditFilters = { actor: string; type: string };

/** A page of the log, newest first; `before` is the previous page's `next`. */
export function auditPage(api: ApiClient, filters: AuditFilters, before?: number | null) {
  const q = new URLSearchParams({ limit: '50' });
  if (filters.actor) q.set('actor', filters.actor);
  if (filters.type) q.set('type', filters.type);
  if (before) q.set('before', String(before));
  return api.get<AuditPage>(`${API.audit}?${q}`);
}

export const verifyAudit = (api: ApiClient) => api.get<AuditVerifyResult>(API.auditVerify);

/** The target types the filter offers (the log's own names) and what the dashboard calls them. */
export const AUDIT_TYPES: { value: string; label: string }[] = [
  { value: 'announcement', label: 'Announcements' },
  { value: 'event', label: 'Events' },
  { value: 'galleryItem', label: 'Gallery' },
  { value: 'instructor', label: 'Instructors' },
  { value: 'contactMessage', label: 'Messages' },
  { value: 'subscription', label: 'Families' },
  { value: 'enrollment', label: 'Enrollments' },
  { value: 'account', label: 'Staff accounts' },
  { value: 'page', label: 'Member pages' },
  { value: 'upload', label: 'Uploads' },
  { value: 'dataExport', label: 'Exports' },
];

const ACTIONS: Record<string, string> = {
  signIn: 'Signed in',
  signInFailed: 'Sign-in failed',
  signInLocked: 'Sign-in locked (too many attempts)',
  signOut: 'Signed out',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted (to the trash)',
  restore: 'Restored from the trash',
  deleteForever: 'Deleted forever',
  restoreRevision: 'Restored an earlier version',
  import: 'Imported data',
  export: 'Exported data',
  upload: 'Uploaded an image',
  password: 'Changed a password',
};

/**
 * "Updated", "Status: archived"; an action the dashboard has no words for shows as logged. An
 * entry that sums others (refused sign-ins, one entry per client per window) says how many.
 */
export function actionText(action: string, count?: number): string {
  const status = /^status\.(.+)$/.exec(action);
  const text = ACTIONS[action] ?? (status ? `Marked ${status[1]}` : action);
  return count
    ? `${text}: ${count.toLocaleString('en-US')} more within ${AUDIT_REFUSALS_WINDOW_MS / 60_000} minutes`
    : text;
}

/** Where from: the address, or, for the entry summing the clients past the window's budget, that. */
export const fromText = (e: AuditEntry) => (e.ip === AUDIT_OTHER_CLIENTS ? 'Other clients' : e.ip);

const typeLabel = (type: string) => AUDIT_TYPES.find((t) => t.value === type)?.label.replace(/s$/, '') ?? type;

/** "Announcement “Spring recital”", "Message abc123". */
export function targetText(e: AuditEntry): string {
  if (!e.target) return '';
  const kind = typeLabel(e.target.type);
  return e.target.title ? `${kind} “${e.target.title}”` : `${kind} ${e.target.id}`;
}
