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
  /** Enrollment (shared/schemas/enrollment.ts has the contract). */
  classes: '/api/classes',
  enrollments: '/api/enrollments',
  enrollmentsCsv: '/api/enrollments.csv',
  /** Every stored enrollment as kept (the export file's `enrollments`; owner only). */
  enrollmentsExport: '/api/enrollments/export',
  enrollmentConfirm: '/api/enrollments/confirm',
  enrollmentOffer: '/api/enrollments/offer',
  enrollmentMine: '/api/enrollments/mine',
  enrollmentWithdraw: '/api/enrollments/mine/withdraw',
  /** Staff accounts (shared/schemas/staff.ts has the contract); owner only but `me` and `invite`. */
  staff: '/api/staff',
  staffInvite: '/api/staff/invite',
  staffPassword: '/api/staff/me/password',
  staffTotp: '/api/staff/me/totp',
  staffTotpConfirm: '/api/staff/me/totp/confirm',
  /** Web Push (shared/schemas/push.ts has the contract). */
  pushKey: '/api/push/key',
  pushSubscriptions: '/api/push/subscriptions',
  pushDevices: '/api/push/devices',
  /** GET {queued}: confirmation emails not sent yet; DELETE {cleared}: skips them (owner). */
  noticeConfirmations: '/api/notices/confirmations',
  /** The audit log (owner only): a page of entries, and the check of its hash chain. */
  audit: '/api/audit',
  auditVerify: '/api/audit/verify',
} as const;

/**
 * The web app manifest, made by the server (api/http/webManifest.ts) and linked by the public
 * pages' boot script (scripts/prerender.mjs).
 */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The dashboard's page an invitation email links to (PUBLIC_URL + this + ?token=...). */
export const INVITE_PAGE = '/admin/invite';

/**
 * The family's pages the emails link to (the web app draws them, the API writes the links). Here
 * rather than beside the subscription schema so that the public site's router reads them without
 * loading zod.
 */
export const SUBSCRIBE_PAGES = { confirm: '/subscribe/confirm', manage: '/subscribe/manage' } as const;
/** The public enrollment pages; the emails link to confirm, offer and manage. */
export const ENROLL_PAGES = {
  list: '/enroll',
  confirm: '/enroll/confirm',
  offer: '/enroll/offer',
  manage: '/enroll/manage',
} as const;

/** `path?name=value&...`, leaving out the parameters that are undefined. */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
