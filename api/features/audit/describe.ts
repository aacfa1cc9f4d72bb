import type { AuditTarget } from '../../../shared/schemas/audit';

/**
 * What an audit entry says about a change, derived from the route that made it, so that every
 * route (those other features add too) is logged without code of its own: the path's first
 * segment names the type, the method and the path's fixed words the action.
 */

/** The record type of an /api path's first segment; any other segment is its own type. */
const TYPE_OF_SEGMENT: Record<string, string> = {
  announcements: 'announcement',
  events: 'event',
  gallery: 'galleryItem',
  instructors: 'instructor',
  contact: 'contactMessage',
  'data-exports': 'dataExport',
  'data-imports': 'import',
  upload: 'upload',
  subscriptions: 'subscription',
  notices: 'notice',
  staff: 'account',
  enrollments: 'enrollment',
  classes: 'class',
  push: 'pushSubscription',
  backups: 'backup',
};

/**
 * Types whose title may be logged: public content and staff names. Nothing written by or about a
 * family (a message's subject, a child's name) ever is: those are logged by id only.
 */
const TITLED = new Set(['announcement', 'event', 'galleryItem', 'instructor', 'account']);
const TITLE_MAX = 200;

const VERB: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
/** Where the derived words would say less than a name. */
const ACTIONS: Record<string, string> = {
  'POST /api/data-imports': 'import',
  'POST /api/data-exports': 'export',
  'POST /api/upload/image': 'upload',
  'DELETE /api/trash/:id': 'deleteForever',
  'POST /api/trash/:id/restore': 'restore',
};

const segmentsOf = (routePath: string) =>
  routePath
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);

export function typeOf(routePath: string): string {
  const first = segmentsOf(routePath)[0] ?? 'api';
  return TYPE_OF_SEGMENT[first] ?? first;
}

/**
 * The action of a change: create, update, delete; a PATCH of a status alone says which
 * (`status.archived`); a POST to a path with fixed words after the collection is those words
 * (`restore`, `password`, `totp.confirm`), other methods add them to their verb (`delete.totp`).
 */
export function actionOf(method: string, routePath: string, body?: unknown): string {
  const named = ACTIONS[`${method} ${routePath}`];
  if (named) return named;
  if (/\/revisions\/:version\/restore$/.test(routePath)) return 'restoreRevision';
  const status = (body as { status?: unknown } | null | undefined)?.status;
  if (method === 'PATCH' && typeof status === 'string' && /^[a-z]{1,20}$/i.test(status)) return `status.${status}`;
  const words = segmentsOf(routePath)
    .slice(1)
    .filter((s) => !s.startsWith(':') && s !== 'me')
    .join('.');
  const verb = VERB[method] ?? method.toLowerCase();
  if (!words) return verb;
  return method === 'POST' ? words : `${verb}.${words}`;
}

/** Types whose records are people: their name, not their (job) title, names them. */
const NAMED = new Set(['instructor', 'account']);

/** A record's title where its type may show one (a person's name), at most 200 characters. */
export function titleOf(type: string, record: unknown): string | undefined {
  if (!TITLED.has(type) || !record || typeof record !== 'object') return undefined;
  const r = record as { title?: unknown; name?: unknown };
  const t = NAMED.has(type) ? r.name : r.title;
  return typeof t === 'string' && t.trim() ? t.trim().slice(0, TITLE_MAX) : undefined;
}

/** A record the answer carries: itself, or wrapped as `{account}` (POST /api/staff). */
const recordIn = (answer: unknown): Record<string, unknown> | null => {
  if (!answer || typeof answer !== 'object' || Buffer.isBuffer(answer) || Array.isArray(answer)) return null;
  const a = answer as Record<string, unknown>;
  if (typeof a.id === 'string' || typeof a.id === 'number') return a;
  const inner = a.account;
  return inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : null;
};

/**
 * The target of a change: the trash entry's record for trash routes (`before`, looked up before
 * the change), the signed-in account for `/me/` routes, else the path's id or the id the answer
 * gives a new record; null when the change is to no one record (an import).
 */
export function targetOf(c: {
  routePath: string;
  params: Record<string, string>;
  answer: unknown;
  actorId: string | null;
  /** The record as stored before the change (a delete's title), and its type when the route does not say it. */
  before?: { type: string; record: unknown } | null;
}): AuditTarget | null {
  if (c.routePath.startsWith('/api/trash/')) {
    if (!c.before) return c.params.id ? { type: 'trash', id: c.params.id } : null;
    const record = c.before.record as { id?: unknown };
    const id = typeof record?.id === 'string' ? record.id : c.params.id;
    return withTitle({ type: c.before.type, id }, c.before.record);
  }
  const type = typeOf(c.routePath);
  if (c.routePath.includes('/me/') || c.routePath.endsWith('/me'))
    return c.actorId ? { type: 'account', id: c.actorId } : null;
  const answered = recordIn(c.answer);
  if (type === 'upload') {
    const url = (c.answer as { imageUrl?: unknown } | null)?.imageUrl;
    return typeof url === 'string' ? { type, id: url.replace(/^.*\//, '') } : null;
  }
  const id = c.params.id ?? (answered?.id !== undefined ? String(answered.id) : undefined);
  if (!id) return null;
  return withTitle({ type, id }, answered ?? c.before?.record);
}

function withTitle(target: AuditTarget, record: unknown): AuditTarget {
  const title = titleOf(target.type, record);
  return title ? { ...target, title } : target;
}
