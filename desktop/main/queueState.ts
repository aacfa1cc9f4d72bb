import { randomUUID } from 'node:crypto';
import type { BlockedItem, QueueFile, QueueItem } from './queueTypes';
import { isServerId, shorten } from './queueRule';
import { tempRefs } from './tempIds';

/**
 * What the edit queue (queue.ts) decides from its state alone, apart from its file and its
 * replay: each takes the state as it is and answers what changes.
 */

/** Server ids of replayed creates, by create item id; kept while referenced, and at least this long. */
const CREATED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export const blockedFrom = (item: QueueItem, problem: string): BlockedItem => ({
  id: randomUUID(),
  description: shorten(item.description, 300),
  queuedAt: item.queuedAt,
  error: `Not sent: ${problem}`,
  original: item,
});

/** Whether an item waiting or failed refers to this create by its temporary id. */
export const referenced = (state: QueueFile, createId: string): boolean =>
  [...state.pending, ...state.failed].some((p) => tempRefs(p).includes(createId));

/**
 * The index of the pending item that may still be changed in place, or -1: never possibly
 * received by the server, and no other item refers to it (edits queued after it stay after it).
 */
export function mergeable(state: QueueFile, id: string): number {
  const i = state.pending.findIndex((p) => p.id === id);
  return i >= 0 && !state.pending[i].inDoubt && !referenced(state, id) ? i : -1;
}

/** Why an item about a record created offline can't be sent: its create was refused, discarded, or is behind it. */
export function missingCreate(state: QueueFile, createId: string): string {
  const failed = state.failed.find((f) => f.id === createId);
  if (failed)
    return `Not sent: the server refused the create it depends on (${failed.description}: ${failed.error ?? 'refused'}). Retry sends both again, in order.`;
  const waiting = state.pending.find((p) => p.id === createId);
  if (waiting)
    return `Not sent: the create it depends on (${waiting.description}) has not been sent yet. Retry sends it again after that create.`;
  return 'Not sent: it is about a record created offline whose create was discarded, so the record does not exist on the server.';
}

/** The created ids with this answer's, less those old enough and no longer referenced. */
export function withCreated(state: QueueFile, createId: string, serverId: string, now: Date): QueueFile['created'] {
  if (!isServerId(serverId)) return state.created;
  const cutoff = new Date(now.getTime() - CREATED_KEPT_MS).toISOString();
  const kept = Object.entries(state.created).filter(([id, c]) => c.at >= cutoff || referenced(state, id));
  return { ...Object.fromEntries(kept), [createId]: { id: serverId, at: now.toISOString() } };
}

const byTime = (items: QueueItem[]) => items.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));

/** Every failed item back in line, ahead of newer edits, in the order they were made. */
export function retried(state: QueueFile): Pick<QueueFile, 'pending' | 'failed'> {
  const again = state.failed.map(({ error: _e, failedAt: _f, conflict: _c, ...item }) => item);
  return { pending: byTime([...again, ...state.pending]), failed: [] };
}

/**
 * Keep mine, for a failed edit that met a newer version: back in line (in its place by time)
 * with If-Match of the version the server has now, and a new id, since the server answers a
 * repeat of the old Idempotency-Key with its first answer (the 412). Null when it can't.
 */
export function keptMine(state: QueueFile, id: string): Pick<QueueFile, 'pending' | 'failed'> | null {
  const item = state.failed.find((f) => f.id === id);
  const version = (item?.conflict?.current as { version?: unknown } | undefined)?.version;
  if (!item || typeof version !== 'number') return null;
  const { error: _e, failedAt: _f, conflict: _c, inDoubt: _d, ...rest } = item;
  const again: QueueItem = { ...rest, id: randomUUID(), ifMatch: `"${version}"` };
  return { failed: state.failed.filter((f) => f !== item), pending: byTime([...state.pending, again]) };
}
