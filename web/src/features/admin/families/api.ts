import { API } from '@shared/routes';
import { recordPath } from '@shared/resources';
import type { NoticeKind, SubscriptionAdminView } from '@shared/schemas';
import { ApiError, type ApiClient } from '@/lib/api';
import type { Platform } from '@/lib/platform';

/** The families subscribed to notices by email (every status), newest first. */
export const listFamilies = (api: ApiClient) => api.get<SubscriptionAdminView[]>(API.subscriptions);

/** Removes a family's subscription for good; nothing is emailed to them. */
export const removeFamily = (api: ApiClient, id: string) => api.del(recordPath(API.subscriptions, id));

/** What the dashboard calls each kind of notice. */
export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  urgent: 'Urgent notice',
  announcements: 'Announcement',
  cancellations: 'Class change',
  digest: 'Weekly schedule',
};

/**
 * The CSV of every family, saved where the administrator chooses (the platform's Save: a download
 * on the web, the native dialog on the desktop). Fetched through the platform's transport with the
 * admin token, as every dashboard call; the body is the CSV itself, not JSON. Its byte-order mark
 * is put back (fetch's text() drops it), so spreadsheets read accents as the server meant.
 */
export async function saveFamiliesCsv(platform: Platform, filename: string): Promise<boolean> {
  const token = platform.token.get();
  const res = await platform.transport({
    method: 'GET',
    path: API.subscriptionsCsv,
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText || 'Download failed'}`);
  return platform.saveFile(filename, res.body.startsWith('\uFEFF') ? res.body : `\uFEFF${res.body}`);
}

/** Confirmation emails still queued (a flood of sign-ups shows here). */
export const queuedConfirmations = (api: ApiClient) =>
  api.get<{ queued: number }>(API.noticeConfirmations).then((r) => r.queued);

/** Drops every queued confirmation email; each family can ask again from the website. */
export const clearConfirmations = async (api: ApiClient) =>
  ((await api.del(API.noticeConfirmations)) as { cleared: number }).cleared;
