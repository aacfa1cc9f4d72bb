import type { CollectionName } from './constants';
import type { TrashType } from './schemas/versions';

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
} as const;

/**
 * The family's pages the emails link to (the web app draws them, the API writes the links). Here
 * rather than beside the subscription schema so that the public site's router reads them without
 * loading zod.
 */
export const SUBSCRIBE_PAGES = { confirm: '/subscribe/confirm', manage: '/subscribe/manage' } as const;

/** The router's pattern for restoring a trash entry: '/api/trash/:id/restore'. */
export const trashRestoreRoute = `${API.trash}/:id/restore`;
/** A trash entry's restore path. */
export const trashRestorePath = (id: string) => `${API.trash}/${encodeURIComponent(id)}/restore`;
/** The router's pattern for a record's revisions: '/api/events/:id/revisions'. */
export const revisionsRoute = (collectionPath: string) => `${collectionPath}/:id/revisions`;
/** The router's pattern for restoring one revision: '/api/events/:id/revisions/:version/restore'. */
export const revisionRestoreRoute = (collectionPath: string) => `${collectionPath}/:id/revisions/:version/restore`;
/** A record's revisions path, or one revision's restore path when version is given. */
export const revisionsPath = (collectionPath: string, id: string, version?: number) =>
  `${recordPath(collectionPath, id)}/revisions${version === undefined ? '' : `/${version}/restore`}`;

/** The router's pattern for one record of a collection: '/api/events/:id'. */
export const recordRoute = (collectionPath: string) => `${collectionPath}/:id`;

/** One record's path: '/api/events/abc'. */
export const recordPath = (collectionPath: string, id: string) => `${collectionPath}/${encodeURIComponent(id)}`;

/** `path?name=value&...`, leaving out the parameters that are undefined. */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Each stored collection (its name in the data folder and in export files), where the API lists
 * and writes its records, what one record is called in the texts the administrator reads
 * ('Create announcement', 'Failed to delete gallery item'), and, for those whose deletes go to
 * the trash, the trash's name for their records (TrashEntry.type).
 */
export const RESOURCES = {
  announcements: { path: API.announcements, noun: 'announcement', trashType: 'announcement' },
  events: { path: API.events, noun: 'event', trashType: 'event' },
  galleryItems: { path: API.gallery, noun: 'gallery item', trashType: 'galleryItem' },
  contactMessages: { path: API.contact, noun: 'message', trashType: 'contactMessage' },
  instructors: { path: API.instructors, noun: 'instructor' },
  dataExports: { path: API.dataExports, noun: 'data export' },
} as const satisfies Record<CollectionName | 'dataExports', Resource>;
export type Resource = { path: string; noun: string; trashType?: TrashType };
export type ResourceName = keyof typeof RESOURCES;

const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];

/**
 * The collection a path lists (id null) or the record it names, for exactly those two shapes:
 * '/api/events' and '/api/events/x1'; null for any other path, a query string included.
 */
export function resourceAt(path: string): { name: ResourceName; id: string | null } | null {
  const m = /^(\/api\/[a-z-]+)(?:\/([A-Za-z0-9_-]+))?$/.exec(path);
  const name = m && RESOURCE_NAMES.find((n) => RESOURCES[n].path === m[1]);
  return name ? { name, id: m[2] ?? null } : null;
}
