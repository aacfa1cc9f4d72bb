/**
 * Every path of the API, written out only here: the server declares its routes with these and
 * the site, the dashboard and the desktop app call them, so a renamed path cannot leave a client
 * calling the old one.
 */
export const API = {
  health: '/api/health',
  site: '/api/site',
  adminLogin: '/api/admin/login',
  adminSession: '/api/admin/session',
  adminLogout: '/api/admin/logout',
  pageLogin: '/api/protected/login',
  pageLogout: '/api/protected/logout',
  announcements: '/api/announcements',
  events: '/api/events',
  eventsFeed: '/api/events.ics',
  gallery: '/api/gallery',
  instructors: '/api/instructors',
  contact: '/api/contact',
  contactCsv: '/api/contact.csv',
  dataExports: '/api/data-exports',
  dataImports: '/api/data-imports',
  uploadImage: '/api/upload/image',
  trash: '/api/trash',
  /** The last off-site backup (admin only). */
  offsiteBackup: '/api/backups/offsite',
  /** Notices by email (shared/schemas/subscription.ts has the contract). */
  subscriptions: '/api/subscriptions',
  subscriptionsCsv: '/api/subscriptions.csv',
  subscriptionConfirm: '/api/subscriptions/confirm',
  subscriptionManage: '/api/subscriptions/manage',
  subscriptionUnsubscribe: '/api/subscriptions/unsubscribe',
  notices: '/api/notices',
  /** The audit log (owner only): a page of entries, and the check of its hash chain. */
  audit: '/api/audit',
  auditVerify: '/api/audit/verify',
} as const;

/**
 * The family's pages the emails link to (the web app draws them, the API writes the links). Here
 * rather than beside the subscription schema so that the public site's router reads them without
 * loading zod.
 */
export const SUBSCRIBE_PAGES = { confirm: '/subscribe/confirm', manage: '/subscribe/manage' } as const;

/** `path?name=value&...`, leaving out the parameters that are undefined. */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
