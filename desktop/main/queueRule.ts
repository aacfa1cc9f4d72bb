import { resourceAt, type ResourceName } from '../../shared/resources';

/**
 * The one rule for what the edit queue may hold: applied when an edit is queued (http.ts), to
 * every item read back from queue.json (queueLoad.ts), and again right before a replay sends
 * one (queue.ts). queue.json is a file on disk: anything else on the computer can write it, and
 * whatever it holds is sent with the administrator's token. So the queue replays only the
 * dashboard's own record edits, with values that are safe to put in a request's headers
 * (`new Request` throws on CR, LF or non-ASCII: one such item would count as "in doubt" and
 * hold back every edit behind it).
 */

export type Target = { name: ResourceName; id: string | null };

/** Which record an edit is about, when it is one the queue may hold (the dashboard's CRUD calls). */
export function queueTarget(method: string, path: string): Target | null {
  const target = resourceAt(path);
  if (!target) return null;
  if (method === 'POST' && target.id === null) return target;
  if ((method === 'PUT' || method === 'PATCH' || method === 'DELETE') && target.id !== null) return target;
  return null;
}

/**
 * A queue item's id: it goes out as the Idempotency-Key header and into `queued-<id>` temporary
 * ids. The app makes UUIDs; anything header-safe and short is taken.
 */
export const QUEUE_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const isQueueId = (id: unknown): id is string => typeof id === 'string' && QUEUE_ID.test(id);

/** The If-Match the dashboard sends: a record's version, quoted ('"3"'). */
export const IF_MATCH = /^"\d{1,15}"$/;

/** An id the server gave a record (imported ids follow the same rule, see README's security section). */
export const SERVER_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const isServerId = (id: unknown): id is string => typeof id === 'string' && SERVER_ID.test(id);

/** A header value `new Request` and every proxy take as it is: printable ASCII (and tab), bounded. */
export const HEADER_VALUE = /^[\t\x20-\x7e]{0,4096}$/;

/** Why an edit may not be queued or replayed, or null when it may. */
export function queueProblem(item: { id?: unknown; method: unknown; path: unknown; ifMatch?: unknown }): string | null {
  const method = String(item.method);
  const path = typeof item.path === 'string' ? item.path : '';
  if (!queueTarget(method, path))
    return `${shorten(`${method} ${path}`)} is not an edit this app queues (only creating, changing and deleting records).`;
  if (item.id !== undefined && !isQueueId(item.id)) return 'Its id is not one this app makes.';
  if (item.ifMatch !== undefined && !(typeof item.ifMatch === 'string' && IF_MATCH.test(item.ifMatch)))
    return 'Its version (If-Match) is not one this app sends.';
  return null;
}

/** Text from a file, cut to a length a banner can show. */
export const shorten = (s: string, max = 120) => (s.length > max ? `${s.slice(0, max)}…` : s);
