import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { readJson, writeFileAtomic } from './files-atomic';

export type QueuedMethod = 'POST' | 'PUT' | 'DELETE';
/** An edit made while the server could not be reached. Never holds the admin token. */
export type QueueItem = {
  id: string;
  method: QueuedMethod;
  path: string;
  body?: unknown;
  description: string;
  queuedAt: string;
  /** Set when the server refused it: why, and when. */
  error?: string;
  failedAt?: string;
};
/** id: given when the edit was already sent once with it as its Idempotency-Key (http.ts). */
export type NewQueueItem = Pick<QueueItem, 'method' | 'path' | 'body' | 'description'> & { id?: string };

/** How sending one item went: delivered, server not reachable (keep it, stop), or refused (keep it aside with the reason). */
export type SendOutcome = { kind: 'sent' } | { kind: 'unreachable'; reason: string } | { kind: 'rejected'; reason: string };
export type ReplayResult = { sent: number; rejected: number; remaining: number; unreachable?: string };

type QueueFile = { version: 1; pending: QueueItem[]; failed: QueueItem[] };

/**
 * The edit queue on disk (queue.json in the server's folder). Edits are replayed in the order
 * they were made; one the server refuses moves to `failed` with its reason and stays there until
 * the administrator retries or discards it. Every change is written before the call returns, so
 * the queue survives the app being closed or crashing.
 */
export class EditQueue {
  private state: QueueFile = { version: 1, pending: [], failed: [] };
  private writing: Promise<void> = Promise.resolve();
  private replaying: Promise<ReplayResult> | null = null;
  private listeners = new Set<() => void>();
  private readonly file: string;

  private constructor(
    dir: string,
    private readonly now: () => Date,
  ) {
    this.file = join(dir, 'queue.json');
  }

  static async open(dir: string, now: () => Date = () => new Date()): Promise<EditQueue> {
    const q = new EditQueue(dir, now);
    const saved = await readJson<Partial<QueueFile>>(q.file, {});
    q.state = { version: 1, pending: Array.isArray(saved.pending) ? saved.pending : [], failed: Array.isArray(saved.failed) ? saved.failed : [] };
    return q;
  }

  get pending(): readonly QueueItem[] {
    return this.state.pending;
  }
  get failed(): readonly QueueItem[] {
    return this.state.failed;
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
    const { id, ...fields } = input;
    const item: QueueItem = { id: id ?? randomUUID(), queuedAt: this.now().toISOString(), ...fields };
    if (input.body === undefined) delete item.body;
    this.state.pending = [...this.state.pending, item];
    await this.persist();
    return item;
  }

  /** Changes a still-pending item (an offline edit of something created offline joins its create). */
  async updatePending(id: string, change: (item: QueueItem) => QueueItem): Promise<boolean> {
    const i = this.state.pending.findIndex((p) => p.id === id);
    if (i < 0) return false;
    this.state.pending = this.state.pending.map((p, j) => (j === i ? change(p) : p));
    await this.persist();
    return true;
  }

  async removePending(id: string): Promise<boolean> {
    const before = this.state.pending.length;
    this.state.pending = this.state.pending.filter((p) => p.id !== id);
    if (this.state.pending.length === before) return false;
    await this.persist();
    return true;
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
      const item = this.state.pending[0];
      let outcome: SendOutcome;
      try {
        outcome = await send(item);
      } catch (e) {
        outcome = { kind: 'unreachable', reason: (e as Error).message };
      }
      if (outcome.kind === 'unreachable') {
        result.unreachable = outcome.reason;
        break;
      }
      this.state.pending = this.state.pending.filter((p) => p.id !== item.id);
      if (outcome.kind === 'sent') result.sent++;
      else {
        result.rejected++;
        this.state.failed = [...this.state.failed, { ...item, error: outcome.reason, failedAt: this.now().toISOString() }];
      }
      await this.persist();
    }
    result.remaining = this.state.pending.length;
    return result;
  }

  /** Puts every failed item back in line, ahead of newer edits, in the order they were made. */
  async retryFailed(): Promise<void> {
    if (this.state.failed.length === 0) return;
    const again = this.state.failed.map(({ error: _e, failedAt: _f, ...item }) => item);
    this.state.pending = [...again, ...this.state.pending].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    this.state.failed = [];
    await this.persist();
  }

  /** Only on the administrator's explicit request: forgets one failed edit. */
  async discardFailed(id: string): Promise<boolean> {
    const before = this.state.failed.length;
    this.state.failed = this.state.failed.filter((f) => f.id !== id);
    if (this.state.failed.length === before) return false;
    await this.persist();
    return true;
  }

  /** Waits until everything changed so far is on disk. */
  flushed(): Promise<void> {
    return this.writing;
  }
}
