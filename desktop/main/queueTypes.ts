/** The edit queue's records (queue.ts), as queue.json holds them. */

export type QueuedMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** An edit made while the server could not be reached. Never holds the admin token. */
export type QueueItem = {
  id: string;
  method: QueuedMethod;
  path: string;
  body?: unknown;
  description: string;
  queuedAt: string;
  /**
   * Set once a send of it may have reached the server without its answer arriving. The server
   * answers a repeat of its Idempotency-Key with the first answer, so it must go again exactly as
   * it was: later edits are never merged into it (they are queued after it, see TEMP_ID_PREFIX).
   */
  inDoubt?: true;
  /** The If-Match it was made with ('"3"'): the version of the record it was made on, kept so a replay never overwrites a newer edit. */
  ifMatch?: string;
  /** Set when the server refused it: why, and when. */
  error?: string;
  failedAt?: string;
  /** Set when it was refused because the record changed elsewhere (412): the record as it is now. */
  conflict?: { current: unknown };
};
/** id: given when the edit was already sent once with it as its Idempotency-Key (http.ts); inDoubt: that send may have reached the server. */
export type NewQueueItem = Pick<QueueItem, 'method' | 'path' | 'body' | 'description' | 'ifMatch'> & {
  id?: string;
  inDoubt?: boolean;
};

/**
 * How sending one item went: delivered (with the id the server gave, for a create), server not
 * reachable (keep it, stop; notDelivered when the request surely never reached the server), or
 * refused (keep it aside with the reason).
 */
export type SendOutcome =
  | { kind: 'sent'; createdId?: string }
  | { kind: 'unreachable'; reason: string; notDelivered?: boolean }
  | { kind: 'rejected'; reason: string; conflict?: { current: unknown } };
export type ReplayResult = { sent: number; rejected: number; remaining: number; unreachable?: string };

/** A server id of a replayed create, and when its answer came. */
export type CreatedId = { id: string; at: string };

/**
 * An item of queue.json this app would not have queued (queueRule.ts) or a second copy of an id:
 * never sent, shown in the failed list with Discard only. `original` is the item as it was read.
 */
export type BlockedItem = { id: string; description: string; queuedAt: string; error: string; original: unknown };

/** version stays 1: the fields added later (inDoubt, created, blocked) are optional, so older files load as they are. */
export type QueueFile = {
  version: 1;
  pending: QueueItem[];
  failed: QueueItem[];
  blocked: BlockedItem[];
  created: Record<string, CreatedId>;
};
