// Over 250 lines: the queue's file, its temporary ids and its replay share one invariant (every
// change is on disk before the call returns; an edit leaves `pending` only on the server's
// answer), which is easier to check in one class than across modules.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { damagedName, readJsonObject, writeFileAtomic, type SetAside } from './files-atomic';
import { loadQueue } from './queueLoad';
import { isServerId, queueProblem, shorten } from './queueRule';

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

/**
 * A record created offline is known by `queued-<id of its queued create>` until the server gives
 * it an id. Edits of it made after its create may have reached the server refer to it by that
 * temporary id (in their path, or anywhere in their body); when the create's answer arrives, the
 * server's id is kept (`created` in queue.json) and put in their place before they are sent.
 */
export const TEMP_ID_PREFIX = 'queued-';
/** Server ids of replayed creates, by create item id; kept while referenced, and at least this long. */
const CREATED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

type CreatedId = { id: string; at: string };

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

const blockedFrom = (item: QueueItem, problem: string): BlockedItem => ({
  id: randomUUID(),
  description: shorten(item.description, 300),
  queuedAt: item.queuedAt,
  error: `Not sent: ${problem}`,
  original: item,
});

/** A temporary id: the prefix and a queue item id (a UUID), so no ordinary text is taken for one. */
const TEMP_ID = new RegExp(`^${TEMP_ID_PREFIX}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`, 'i');
const createIdIn = (s: string): string | undefined => TEMP_ID.exec(s)?.[1];

/** The ids of the creates an item refers to by temporary id: in its path, or as a string anywhere in its body. */
function tempRefs(item: Pick<QueueItem, 'path' | 'body'>): string[] {
  const refs = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      const id = createIdIn(v);
      if (id) refs.add(id);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  item.path.split(/[/?#]/).forEach(visit);
  visit(item.body);
  return [...refs];
}

/** Puts `serverId(createId)` in place of each temporary id it knows; others are left as they are. */
export function replaceTempIds<T extends Pick<QueueItem, 'path' | 'body'>>(
  item: T,
  serverId: (createId: string) => string | undefined,
): T {
  const swap = (s: string) => {
    const id = createIdIn(s);
    return (id && serverId(id)) ?? s;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return swap(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const path = item.path.replace(/[^/?#]+/g, swap);
  const out = { ...item, path };
  if (item.body !== undefined) out.body = walk(item.body);
  return out;
}

/**
 * The edit queue on disk (queue.json in the server's folder). Edits are replayed in the order
 * they were made; one the server refuses moves to `failed` with its reason and stays there until
 * the administrator retries or discards it. Every change is written before the call returns, so
 * the queue survives the app being closed or crashing.
 */
export class EditQueue {
  private state: QueueFile = { version: 1, pending: [], failed: [], blocked: [], created: {} };
  private writing: Promise<void> = Promise.resolve();
  private replaying: Promise<ReplayResult> | null = null;
  private listeners = new Set<() => void>();
  private readonly file: string;
  /** Set when queue.json was damaged and moved aside at start. */
  setAside?: SetAside;

  private constructor(
    dir: string,
    private readonly now: () => Date,
  ) {
    this.file = join(dir, 'queue.json');
  }

  static async open(dir: string, now: () => Date = () => new Date()): Promise<EditQueue> {
    const q = new EditQueue(dir, now);
    const { value: saved, setAside } = await readJsonObject<Partial<QueueFile>>(q.file, {}, now);
    q.setAside = setAside;
    const { state, unreadable, changed } = loadQueue(saved);
    q.state = state;
    const bad = unreadable.pending.length + unreadable.failed.length;
    if (bad > 0) {
      // Kept as they were beside queue.json, and gone from it: the next start finds a clean queue.
      const keptAs = damagedName(q.file, now());
      await writeFileAtomic(keptAs, JSON.stringify(unreadable, null, 1));
      q.setAside = { file: q.file, keptAs, items: bad };
    }
    if (bad > 0 || changed) await q.persist();
    return q;
  }

  get pending(): readonly QueueItem[] {
    return this.state.pending;
  }
  get failed(): readonly QueueItem[] {
    return this.state.failed;
  }
  get blocked(): readonly BlockedItem[] {
    return this.state.blocked;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private persist(): Promise<void> {
    const snapshot = JSON.stringify(this.state, null, 1);
    // Writes are chained so an older snapshot can never land after a newer one.
    this.writing = this.writing.catch(() => undefined).then(() => writeFileAtomic(this.file, snapshot));
    const done = this.writing;
    this.listeners.forEach((l) => l());
    return done;
  }

  async enqueue(input: NewQueueItem): Promise<QueueItem> {
    const { id, inDoubt, ...fields } = input;
    const item: QueueItem = {
      id: id ?? randomUUID(),
      queuedAt: this.now().toISOString(),
      ...fields,
      ...(inDoubt ? { inDoubt: true } : {}),
    };
    if (input.body === undefined) delete item.body;
    if (input.ifMatch === undefined) delete item.ifMatch;
    this.state.pending = [...this.state.pending, item];
    await this.persist();
    return item;
  }

  /**
   * The pending item that may still be changed in place: never possibly received by the server,
   * and no other item refers to it (edits queued after it must stay after it).
   */
  private mergeable(id: string): number {
    const i = this.state.pending.findIndex((p) => p.id === id);
    return i >= 0 && !this.state.pending[i].inDoubt && !this.referenced(id) ? i : -1;
  }

  /**
   * Changes a still-pending item that was never sent (an offline edit of something created
   * offline joins its create). False when there is none, or when it may have reached the server:
   * the server would answer it with its first answer, and the change would be lost.
   */
  async updatePending(id: string, change: (item: QueueItem) => QueueItem): Promise<boolean> {
    const i = this.mergeable(id);
    if (i < 0) return false;
    this.state.pending = this.state.pending.map((p, j) => (j === i ? change(p) : p));
    await this.persist();
    return true;
  }

  /** Removes a still-pending item that was never sent; false (nothing removed) as for updatePending. */
  async removePending(id: string): Promise<boolean> {
    const i = this.mergeable(id);
    if (i < 0) return false;
    this.state.pending = this.state.pending.filter((_, j) => j !== i);
    await this.persist();
    return true;
  }

  /** The server's id for a record created offline (`queued-…`), once its create was answered. */
  serverIdFor(tempId: string): string | undefined {
    const id = createIdIn(tempId);
    return id ? this.state.created[id]?.id : undefined;
  }

  /** Whether `tempId` (`queued-…`) is a record whose create waits here, or was refused and is kept in the failed list. */
  holdsCreate(tempId: string): boolean {
    const id = createIdIn(tempId);
    return (
      id !== undefined && [...this.state.pending, ...this.state.failed].some((p) => p.id === id && p.method === 'POST')
    );
  }

  /** `value` with the temporary ids whose creates were answered replaced by the server's ids. */
  resolveTempIds<T extends Pick<QueueItem, 'path' | 'body'>>(value: T): T {
    return replaceTempIds(value, (createId) => this.state.created[createId]?.id);
  }

  private referenced(createId: string): boolean {
    return [...this.state.pending, ...this.state.failed].some((p) => tempRefs(p).includes(createId));
  }

  /** Why an item about a record created offline can't be sent: its create was refused, discarded, or is behind it. */
  private missingCreate(createId: string): string {
    const failed = this.state.failed.find((f) => f.id === createId);
    if (failed)
      return `Not sent: the server refused the create it depends on (${failed.description}: ${failed.error ?? 'refused'}). Retry sends both again, in order.`;
    const waiting = this.state.pending.find((p) => p.id === createId);
    if (waiting)
      return `Not sent: the create it depends on (${waiting.description}) has not been sent yet. Retry sends it again after that create.`;
    return 'Not sent: it is about a record created offline whose create was discarded, so the record does not exist on the server.';
  }

  /**
   * Sends pending items oldest first. Stops at the first one the server can't be reached for
   * (it stays first in line); a refused one is set aside with its reason and the rest go on.
   * Concurrent calls share one run.
   */
  replay(send: (item: QueueItem) => Promise<SendOutcome>): Promise<ReplayResult> {
    this.replaying ??= this.runReplay(send).finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }

  private async runReplay(send: (item: QueueItem) => Promise<SendOutcome>): Promise<ReplayResult> {
    const result: ReplayResult = { sent: 0, rejected: 0, remaining: 0 };
    while (this.state.pending.length > 0) {
      const head = this.state.pending[0];
      const setAside = (reason: string) => {
        this.state.pending = this.state.pending.filter((p) => p.id !== head.id);
        this.state.failed = [...this.state.failed, { ...head, error: reason, failedAt: this.now().toISOString() }];
        result.rejected++;
      };

      // An edit of a record created offline goes with the server's id, known once its create was answered.
      const refs = tempRefs(head);
      const missing = refs.find((ref) => !this.state.created[ref]);
      if (missing !== undefined) {
        setAside(this.missingCreate(missing));
        await this.persist();
        continue;
      }
      const wasInDoubt = head.inDoubt === true;
      const item: QueueItem = { ...this.resolveTempIds(head), inDoubt: true };
      // The same rule as on queueing and on load, on what would leave: the server's ids are in it now.
      const problem = queueProblem(item);
      if (problem) {
        this.state.pending = this.state.pending.filter((p) => p.id !== head.id);
        this.state.blocked = [...this.state.blocked, blockedFrom(head, problem)];
        result.rejected++;
        await this.persist();
        continue;
      }
      // Marked (and the ids put in) on disk before the request leaves: if the app dies while it is
      // on the way, the item still counts as possibly received after a restart.
      if (!wasInDoubt || refs.length > 0) {
        this.state.pending = this.state.pending.map((p) => (p.id === head.id ? item : p));
        await this.persist();
      }

      let outcome: SendOutcome;
      try {
        outcome = await send(item);
      } catch (e) {
        outcome = { kind: 'unreachable', reason: (e as Error).message };
      }
      if (outcome.kind === 'unreachable') {
        result.unreachable = outcome.reason;
        // Surely not received (connection refused, no token): it may take later edits again,
        // unless some were queued after it meanwhile (they have to go after it).
        if (outcome.notDelivered && !wasInDoubt && !this.referenced(item.id)) {
          this.state.pending = this.state.pending.map((p) => {
            if (p.id !== item.id) return p;
            const { inDoubt: _d, ...rest } = p;
            return rest;
          });
          await this.persist();
        }
        break;
      }
      this.state.pending = this.state.pending.filter((p) => p.id !== item.id);
      if (outcome.kind === 'sent') {
        result.sent++;
        if (item.method === 'POST' && outcome.createdId) this.rememberCreated(item.id, outcome.createdId);
      } else {
        result.rejected++;
        const conflict = outcome.conflict ? { conflict: outcome.conflict } : {};
        this.state.failed = [
          ...this.state.failed,
          { ...item, error: outcome.reason, failedAt: this.now().toISOString(), ...conflict },
        ];
      }
      await this.persist();
    }
    result.remaining = this.state.pending.length;
    return result;
  }

  private rememberCreated(createId: string, serverId: string) {
    if (!isServerId(serverId)) return;
    const cutoff = new Date(this.now().getTime() - CREATED_KEPT_MS).toISOString();
    const kept = Object.entries(this.state.created).filter(([id, c]) => c.at >= cutoff || this.referenced(id));
    this.state.created = { ...Object.fromEntries(kept), [createId]: { id: serverId, at: this.now().toISOString() } };
  }

  /** Puts every failed item back in line, ahead of newer edits, in the order they were made. */
  async retryFailed(): Promise<void> {
    if (this.state.failed.length === 0) return;
    const again = this.state.failed.map(({ error: _e, failedAt: _f, conflict: _c, ...item }) => item);
    this.state.pending = [...again, ...this.state.pending].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    this.state.failed = [];
    await this.persist();
  }

  /**
   * Keep mine, for a failed edit that met a newer version: back in line (in its place by time)
   * with If-Match of the version the server has now, and a new id, since the server answers a
   * repeat of the old Idempotency-Key with its first answer (the 412).
   */
  async keepMine(id: string): Promise<boolean> {
    const item = this.state.failed.find((f) => f.id === id);
    const version = (item?.conflict?.current as { version?: unknown } | undefined)?.version;
    if (!item || typeof version !== 'number') return false;
    const { error: _e, failedAt: _f, conflict: _c, inDoubt: _d, ...rest } = item;
    const again: QueueItem = { ...rest, id: randomUUID(), ifMatch: `"${version}"` };
    this.state.failed = this.state.failed.filter((f) => f !== item);
    this.state.pending = [...this.state.pending, again].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    await this.persist();
    return true;
  }

  /** Only on the administrator's explicit request: forgets one failed edit. */
  async discardFailed(id: string): Promise<boolean> {
    const before = this.state.failed.length + this.state.blocked.length;
    this.state.failed = this.state.failed.filter((f) => f.id !== id);
    this.state.blocked = this.state.blocked.filter((b) => b.id !== id);
    if (this.state.failed.length + this.state.blocked.length === before) return false;
    await this.persist();
    return true;
  }

  /** Waits until everything changed so far is on disk. */
  flushed(): Promise<void> {
    return this.writing;
  }
}
