import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { damagedName, readJsonObject, writeFileAtomic, type SetAside } from './files-atomic';
import { loadQueue } from './queueLoad';
import { queueProblem } from './queueRule';
import { blockedFrom, keptMine, mergeable, missingCreate, referenced, retried, withCreated } from './queueState';
import type { BlockedItem, NewQueueItem, QueueFile, QueueItem, ReplayResult, SendOutcome } from './queueTypes';
import { createIdIn, replaceTempIds, tempRefs } from './tempIds';

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
   * Changes a still-pending item that was never sent (an offline edit of something created
   * offline joins its create). False when there is none, or when it may have reached the server:
   * the server would answer it with its first answer, and the change would be lost.
   */
  async updatePending(id: string, change: (item: QueueItem) => QueueItem): Promise<boolean> {
    const i = mergeable(this.state, id);
    if (i < 0) return false;
    this.state.pending = this.state.pending.map((p, j) => (j === i ? change(p) : p));
    await this.persist();
    return true;
  }

  /** Removes a still-pending item that was never sent; false (nothing removed) as for updatePending. */
  async removePending(id: string): Promise<boolean> {
    const i = mergeable(this.state, id);
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
        setAside(missingCreate(this.state, missing));
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
        if (outcome.notDelivered && !wasInDoubt && !referenced(this.state, item.id)) {
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
        if (item.method === 'POST' && outcome.createdId)
          this.state.created = withCreated(this.state, item.id, outcome.createdId, this.now());
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

  /** Puts every failed item back in line, ahead of newer edits, in the order they were made. */
  async retryFailed(): Promise<void> {
    if (this.state.failed.length === 0) return;
    this.state = { ...this.state, ...retried(this.state) };
    await this.persist();
  }

  /** Keep mine, for a failed edit that met a newer version (queueState.ts: keptMine). */
  async keepMine(id: string): Promise<boolean> {
    const kept = keptMine(this.state, id);
    if (!kept) return false;
    this.state = { ...this.state, ...kept };
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
