import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { DataFile } from 'lowdb/node';
import { Low } from 'lowdb';
import { storageError } from './errors';

/**
 * Storage: lowdb, one JSON file per collection under DATA_DIR.
 *
 * File format (documented in README): `{ "version": 1, "items": [ ...records ] }` for a
 * collection, `{ "version": 1, ...fields }` for the server's own state files. Writes go through
 * lowdb's steno writer (temporary file, then rename), so a file is always either the old or the
 * new content, and every mutating call awaits its write before the response is sent.
 * A file that cannot be parsed stops start-up with a StoreError naming it; it is never rewritten.
 */
export const FORMAT_VERSION = 1;

export class StoreError extends Error {}

/** lowdb's writer (steno) leaves its temporary file behind when a write fails (e.g. disk full). */
const removeTemp = (file: string) => fsp.rm(path.join(path.dirname(file), `.${path.basename(file)}.tmp`), { force: true }).catch(() => {});

type Versioned = { version: number } & Record<string, unknown>;

function dataFile<T>(file: string) {
  // Compact JSON: several times faster to write than pretty-printed (PITFALLS.md).
  return new DataFile<T>(file, { parse: JSON.parse, stringify: (d) => JSON.stringify(d) });
}

async function readChecked<T extends Versioned>(file: string): Promise<T | null> {
  let text: string;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch (e: any) {
    if (e.code === 'ENOENT') return null;
    throw new StoreError(`Cannot read data file ${file}: ${e.message}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e: any) {
    throw new StoreError(`Data file ${file} is not valid JSON (${e.message}). Restore it from a backup or move it away; the server leaves it untouched.`);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc) || typeof (doc as Versioned).version !== 'number')
    throw new StoreError(`Data file ${file} has an unknown format (expected {"version": ${FORMAT_VERSION}, ...}). The server leaves it untouched.`);
  if ((doc as Versioned).version > FORMAT_VERSION)
    throw new StoreError(`Data file ${file} was written by a newer version (format ${(doc as Versioned).version}); this server reads format ${FORMAT_VERSION}.`);
  return doc as T;
}

/** Counts writes in flight so that shutdown and imports can wait for them. */
export class WriteTracker {
  /** The last write's outcome, for GET /api/health. */
  readonly status = { lastFailureAt: 0, lastFailure: '', lastSuccessAt: 0 };
  noteWrite(e?: unknown) {
    if (e === undefined) this.status.lastSuccessAt = Date.now();
    else {
      this.status.lastFailureAt = Date.now();
      this.status.lastFailure = String((e as Error)?.message ?? e);
    }
  }
  private inflight = new Set<Promise<unknown>>();
  private gate: Promise<void> | null = null;
  async run<R>(fn: () => Promise<R>): Promise<R> {
    while (this.gate) await this.gate;
    const p = fn();
    this.inflight.add(p);
    try {
      return await p;
    } finally {
      this.inflight.delete(p);
    }
  }
  async idle() {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }
  /** Runs fn alone: new writes wait until it ends, writes already running finish first. */
  async exclusive<R>(fn: () => Promise<R>): Promise<R> {
    while (this.gate) await this.gate;
    let open!: () => void;
    this.gate = new Promise<void>((r) => (open = r));
    try {
      await this.idle();
      return await fn();
    } finally {
      this.gate = null;
      open();
    }
  }
}

/** A small versioned JSON document (passwords, sessions, keys). */
export class JsonDoc<T extends object> {
  private db!: Low<T & { version: number }>;
  /** private: the file holds secrets (hashes, keys, sessions) and is kept mode 600. */
  constructor(readonly file: string, private readonly tracker: WriteTracker, private readonly secret = false) {}
  get data(): T {
    return this.db.data;
  }
  async load(initial: () => T): Promise<boolean> {
    const existing = await readChecked<T & Versioned>(this.file);
    this.db = new Low(dataFile<T & { version: number }>(this.file), { ...initial(), version: FORMAT_VERSION });
    if (existing) this.db.data = existing;
    return existing !== null;
  }
  /** Re-reads the file (another process, e.g. the set-password CLI, may have changed it). */
  async reload(): Promise<void> {
    const existing = await readChecked<T & Versioned>(this.file);
    if (existing) this.db.data = existing;
  }
  /** Writes the document; on a storage failure re-reads the file (memory = disk) and throws a 503. */
  write(): Promise<void> {
    return this.tracker.run(async () => {
      try {
        await this.db.write();
        if (this.secret) await fsp.chmod(this.file, 0o600);
        this.tracker.noteWrite();
      } catch (e) {
        this.tracker.noteWrite(e);
        await removeTemp(this.file);
        await this.reload().catch(() => {});
        throw storageError(e);
      }
    });
  }
}

export type StoredRecord = { id: string; createdAt: string; updatedAt?: string };

/** One collection of records in its own file, with cached serialised views. */
export class Collection<T extends StoredRecord> {
  private db!: Low<{ version: number; items: T[] }>;
  private views = new Map<string, Buffer>();
  private sortedCache: T[] | null = null;
  /** Incremented on each change; lets dependents (e.g. the upload gate index) rebuild lazily. */
  revision = 0;

  constructor(
    readonly name: string,
    readonly file: string,
    private readonly tracker: WriteTracker,
    private readonly order?: (a: T, b: T) => number,
  ) {}

  /** Loads the file (creating it when missing); returns whether it existed. */
  async load(): Promise<boolean> {
    const existing = await readChecked<{ version: number; items: T[] }>(this.file);
    if (existing && !Array.isArray(existing.items)) throw new StoreError(`Data file ${this.file} has no "items" array. The server leaves it untouched.`);
    this.db = new Low(dataFile(this.file), existing ?? { version: FORMAT_VERSION, items: [] });
    if (!existing) await this.db.write();
    return existing !== null;
  }

  /** Records in the collection's order (newest first, by start time, ...). Do not mutate. */
  all(): readonly T[] {
    if (!this.sortedCache) {
      const copy = [...this.db.data.items];
      this.sortedCache = this.order ? copy.sort(this.order) : copy;
    }
    return this.sortedCache;
  }
  get size() {
    return this.db.data.items.length;
  }
  get(id: string): T | undefined {
    return this.db.data.items.find((r) => r.id === id);
  }

  /** A JSON Buffer of a view, rebuilt only after the collection changes (PITFALLS.md). */
  view(key: string, build: (items: readonly T[]) => unknown): Buffer {
    let buf = this.views.get(key);
    if (!buf) {
      buf = Buffer.from(JSON.stringify(build(this.all())));
      this.views.set(key, buf);
    }
    return buf;
  }

  private changed() {
    this.views.clear();
    this.sortedCache = null;
    this.revision++;
  }
  private commit(): Promise<void> {
    return this.tracker.run(() => this.db.write());
  }

  private queue: { undo: () => void; done: (e?: unknown) => void }[] = [];
  private flushing = false;
  /**
   * Group commit: each change is applied in memory, then written with every other change made
   * before its write starts (one file write for a burst). When a write fails, the changes it
   * carried are undone in memory, newest first, so memory stays equal to the file, and their
   * callers get a 503 (StorageUnavailableError).
   */
  private persist(undo: () => void): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ undo, done: (e) => (e === undefined ? resolve() : reject(e)) });
      if (!this.flushing) void this.flush();
    });
  }
  private async flush() {
    this.flushing = true;
    try {
      while (this.queue.length) {
        const batch = this.queue;
        this.queue = [];
        try {
          await this.db.write(); // serialises the data now: exactly this batch's changes
          this.tracker.noteWrite();
          for (const b of batch) b.done();
        } catch (e) {
          this.tracker.noteWrite(e);
          for (const b of [...batch].reverse()) b.undo();
          this.changed();
          await removeTemp(this.file);
          const err = storageError(e);
          for (const b of batch) b.done(err);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  async insert(record: T): Promise<T> {
    return this.tracker.run(async () => {
      this.db.data.items.push(record);
      this.changed();
      await this.persist(() => {
        const items = this.db.data.items;
        const i = items.lastIndexOf(record);
        if (i >= 0) items.splice(i, 1);
      });
      return record;
    });
  }
  async update(id: string, make: (old: T) => T): Promise<T | undefined> {
    return this.tracker.run(async () => {
      const items = this.db.data.items;
      const i = items.findIndex((r) => r.id === id);
      if (i < 0) return undefined;
      const old = items[i];
      const updated = make(old);
      items[i] = updated;
      this.changed();
      await this.persist(() => {
        const now = this.db.data.items;
        const j = now.indexOf(updated);
        if (j >= 0) now[j] = old;
      });
      return updated;
    });
  }
  async remove(id: string): Promise<boolean> {
    return this.tracker.run(async () => {
      const items = this.db.data.items;
      const i = items.findIndex((r) => r.id === id);
      if (i < 0) return false;
      const [old] = items.splice(i, 1);
      this.changed();
      await this.persist(() => {
        const now = this.db.data.items;
        now.splice(Math.min(i, now.length), 0, old);
      });
      return true;
    });
  }
  /** Keeps only records for which keep() is true. */
  async retain(keep: (r: T) => boolean): Promise<void> {
    await this.tracker.run(async () => {
      const before = this.db.data.items;
      const after = before.filter(keep);
      this.db.data.items = after;
      this.changed();
      await this.persist(() => {
        if (this.db.data.items === after) this.db.data.items = before;
        else {
          const kept = new Set(after);
          this.db.data.items.push(...before.filter((r) => !kept.has(r)));
        }
      });
    });
  }
  /** Replaces every record; used by imports inside WriteTracker.exclusive (no tracking here). */
  setAllUntracked(items: T[]) {
    this.db.data.items = items;
    this.changed();
  }
  writeUntracked(): Promise<void> {
    return this.db.write();
  }
  flushTracked(): Promise<void> {
    return this.commit();
  }
}

export async function ensureDir(dir: string) {
  await fsp.mkdir(dir, { recursive: true });
}
export const exists = (p: string) => fs.existsSync(p);
export const join = path.join;
