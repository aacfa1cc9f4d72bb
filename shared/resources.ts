import type { CollectionName } from './constants';
import { API } from './routes';
import type { TrashType } from './schemas/versions';

// The collections' paths and the router's patterns, apart from routes.ts: a module the public
// pages and the dashboard share goes whole into the chunk every page loads, and these serve the
// dashboard, the desktop app and the server only.

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
  instructors: { path: API.instructors, noun: 'instructor', trashType: 'instructor' },
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
