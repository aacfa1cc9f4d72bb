import { API } from '../../shared/routes';
import { RESOURCES, type Resource, type ResourceName } from '../../shared/resources';
import type { TrashEntry } from '../../shared/schemas';
import type { ApiRequest, ApiResponse } from '../../shared/transport';
import type { OfflineCache } from './cache';
import { type EditQueue } from './queue';
import type { QueueItem, QueuedMethod } from './queueTypes';
import { TEMP_ID_PREFIX } from './tempIds';
import { queueTarget, type Target } from './queueRule';

export { queueTarget, type Target };

export const QUEUED_STATUS = 202;

/** Collections whose saved dashboard list shows offline creates, edits and deletes. */
const PATCHED_LISTS: ReadonlySet<ResourceName> = new Set<ResourceName>([
  'announcements',
  'events',
  'galleryItems',
  'instructors',
  'contactMessages',
]);

/**
 * A delete made offline shows in the saved trash as `queued-delete-<its queue id>` until it is
 * sent, so the toast's Undo (and Restore in the Trash card) can take it back: restoring that
 * entry drops the delete from the queue (undoDelete).
 */
export const QUEUED_DELETE_PREFIX = 'queued-delete-';
const QUEUED_DELETE_RESTORE = new RegExp(`^${API.trash}/${QUEUED_DELETE_PREFIX}([0-9a-f-]{36})/restore$`, 'i');
/** The queue id of the delete a request restores from the trash, when it is a delete made offline. */
export const queuedDeleteRestoredBy = (method: string, path: string): string | null =>
  method === 'POST' ? (QUEUED_DELETE_RESTORE.exec(path)?.[1] ?? null) : null;
export const DELETE_ALREADY_SENT =
  'The delete has gone to the server, or may have: restore it from the Trash in Data Management once the connection is back.';

const titleOf = (record: unknown): string | null => {
  if (!record || typeof record !== 'object') return null;
  const r = record as Record<string, unknown>;
  const t = r.title ?? r.name ?? r.subject ?? r.filename;
  return typeof t === 'string' && t.trim() ? t.trim() : null;
};

/** "Update announcement “Spring recital”", "Mark message “Ann” archived", for the queue list in the offline banner. */
export function describeEdit(method: QueuedMethod, target: Target, body: unknown, known?: unknown): string {
  const status = method === 'PATCH' ? (body as { status?: unknown } | null)?.status : undefined;
  const verb = method === 'POST' ? 'Create' : method === 'PUT' || method === 'PATCH' ? 'Update' : 'Delete';
  const title = titleOf(body) ?? titleOf(known);
  const named = `${RESOURCES[target.name].noun}${title ? ` “${title}”` : ''}`;
  return typeof status === 'string' ? `Mark ${named} ${status}` : `${verb} ${named}`;
}

/** An answer made here rather than by the server. */
export const localAnswer = (status: number, statusText: string, body: unknown): ApiResponse => ({
  status,
  statusText,
  ok: status >= 200 && status < 300,
  body: JSON.stringify(body),
});
const queued = (body: object) => localAnswer(QUEUED_STATUS, 'Queued', { ...body, queued: true });

const headerOf = (req: ApiRequest, name: string) =>
  Object.entries(req.headers).find(([k]) => k.toLowerCase() === name)?.[1];
const nextVersion = (ifMatch: string | undefined) => {
  const n = ifMatch ? Number(/^"(\d+)"$/.exec(ifMatch)?.[1]) : NaN;
  return Number.isSafeInteger(n) ? n + 1 : undefined;
};

const idOf = (r: unknown) => (r && typeof r === 'object' ? (r as { id?: unknown }).id : undefined);

/**
 * Edits made while the server can't be reached: queued on disk and answered 202 {queued:true},
 * which the dashboard takes as success, with the saved lists patched so the edit shows. A record
 * created offline is shown as `queued-<create's queue id>` until the server gives it an id.
 */
export function createOfflineEdits(deps: { cache: OfflineCache; queue: EditQueue }) {
  const { cache, queue } = deps;
  const listPath = (target: Target) => RESOURCES[target.name].path;
  const mapList = (target: Target, change: (list: unknown[]) => unknown[]) =>
    PATCHED_LISTS.has(target.name)
      ? cache.update(listPath(target), (list) => (Array.isArray(list) ? change(list) : list))
      : Promise.resolve(false);

  /** A saved list as it is, or [] when there is none or it is not a list. */
  async function savedList(path: string): Promise<unknown[]> {
    const entry = await cache.get(path);
    try {
      const list = entry ? (JSON.parse(entry.body) as unknown) : null;
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  }

  /** The record as the saved list shows it, for the edit's description and answer. */
  const listed = async (target: Target, id: string): Promise<unknown> =>
    (await savedList(listPath(target))).find((r) => idOf(r) === id);

  /**
   * Editing or deleting something created offline whose create was never sent changes that
   * queued create (one request instead of two; none for a delete). The queue refuses that for a
   * create that may have reached the server (its repeat gets the first answer): the edit is then
   * queued after it, under the temporary id, which is replaced by the server's id before it goes.
   */
  async function joinQueuedCreate(req: ApiRequest, target: Target, now: string): Promise<ApiResponse | null> {
    if (!target.id?.startsWith(TEMP_ID_PREFIX)) return null;
    const tempId = target.id;
    const createId = tempId.slice(TEMP_ID_PREFIX.length);
    if (!queue.pending.some((p) => p.id === createId && p.method === 'POST')) return null;
    if (req.method === 'DELETE' && (await queue.removePending(createId))) {
      await mapList(target, (list) => list.filter((r) => idOf(r) !== tempId));
      return queued({ id: tempId });
    }
    const merged =
      (req.method === 'PUT' || req.method === 'PATCH') &&
      (await queue.updatePending(createId, (item) => {
        const body = { ...(item.body as object), ...(req.body as object) };
        return { ...item, body, description: describeEdit('POST', target, body) };
      }));
    if (!merged) return null;
    const edited = { ...(req.body as object), updatedAt: now };
    await mapList(target, (list) => list.map((r) => (idOf(r) === tempId ? { ...(r as object), ...edited } : r)));
    return queued({ id: tempId });
  }

  /** Queues an edit, patches the saved list so it shows, and answers like the server would. */
  async function enqueue(req: ApiRequest, target: Target, key?: string, inDoubt = false): Promise<ApiResponse> {
    const method = req.method as QueuedMethod;
    const now = new Date().toISOString();
    const joined = await joinQueuedCreate(req, target, now);
    if (joined) return joined;

    const known = target.id ? await listed(target, target.id) : undefined;
    const description = describeEdit(method, target, req.body, known);
    const ifMatch = headerOf(req, 'if-match');
    const item = await queue.enqueue({
      id: key,
      inDoubt,
      method,
      path: req.path,
      body: req.body,
      description,
      ifMatch,
    });
    if (method === 'POST') {
      const record = { ...(req.body as object), id: TEMP_ID_PREFIX + item.id, createdAt: now, updatedAt: now };
      await mapList(target, (list) => [...list, record]);
      return queued(record);
    }
    // PATCH (a message's status) changes some fields; the saved list shows them like an edit.
    if (method === 'PUT' || method === 'PATCH') {
      // The version it will have once this edit is in: a second offline edit of it is made on that one.
      const next = nextVersion(ifMatch);
      const edited = { ...(req.body as object), updatedAt: now, ...(next ? { version: next } : {}) };
      await mapList(target, (list) => list.map((r) => (idOf(r) === target.id ? { ...(r as object), ...edited } : r)));
      return queued({ ...(known as object), ...edited, id: target.id });
    }
    await mapList(target, (list) => list.filter((r) => idOf(r) !== target.id));
    await showInTrash(target, item.id, known, now);
    return queued({ id: target.id });
  }

  /** The saved trash lists a delete made offline (made with it when none was saved online). */
  async function showInTrash(target: Target, deleteId: string, record: unknown, now: string) {
    const { trashType: type }: Resource = RESOURCES[target.name];
    if (!type || !record || typeof record !== 'object') return;
    const entry: TrashEntry = { id: QUEUED_DELETE_PREFIX + deleteId, type, deletedAt: now, record: { ...record } };
    const shown = await cache.update(API.trash, (list) => (Array.isArray(list) ? [entry, ...list] : list));
    if (!shown) await cache.put(API.trash, { status: 200, statusText: 'OK', body: JSON.stringify([entry]) });
  }

  const dropFromTrash = (entryId: string) =>
    cache.update(API.trash, (list) => (Array.isArray(list) ? list.filter((e) => idOf(e) !== entryId) : list));

  /**
   * Undo of a delete made offline, while it still waits: it leaves the queue, the record goes
   * back in the saved list and out of the saved trash, answered as the server answers a restore.
   * One already sent, or that may have reached the server, is the server's to restore: 409.
   */
  async function undoDelete(deleteId: string): Promise<ApiResponse> {
    const entryId = QUEUED_DELETE_PREFIX + deleteId;
    const item = queue.pending.find((p) => p.id === deleteId && p.method === 'DELETE');
    const target = item && queueTarget(item.method, item.path);
    const entry = (await savedList(API.trash)).find((e): e is TrashEntry => idOf(e) === entryId);
    const alreadySent = localAnswer(409, 'Conflict', { message: DELETE_ALREADY_SENT });
    if (!target || !entry) {
      await dropFromTrash(entryId);
      return alreadySent;
    }
    // One that may have reached the server (its answer was lost) must go again as it was.
    if (!(await queue.removePending(deleteId))) return alreadySent;
    await mapList(target, (list) => [...list, entry.record]);
    await dropFromTrash(entryId);
    return localAnswer(200, 'OK', entry.record);
  }

  /** The saved list shows a replayed create under the server's id from now on. */
  async function showCreated(item: QueueItem, serverId: string): Promise<void> {
    const target = queueTarget(item.method, item.path);
    if (!target) return;
    const tempId = TEMP_ID_PREFIX + item.id;
    try {
      await mapList(target, (list) => list.map((r) => (idOf(r) === tempId ? { ...(r as object), id: serverId } : r)));
    } catch {
      // only the saved copy; the next load replaces it
    }
  }

  /**
   * A delete made offline was answered (done: the server's trash entry shows once online; or
   * refused: it waits in the failed list, the record not deleted): its stand-in leaves the saved trash.
   */
  const dropTrashStandIn = (item: QueueItem) => dropFromTrash(QUEUED_DELETE_PREFIX + item.id).then(() => undefined);

  return { enqueue, showCreated, dropTrashStandIn, undoDelete };
}

export type OfflineEdits = ReturnType<typeof createOfflineEdits>;
