import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { DataFile } from 'lowdb/node';
import { Low } from 'lowdb';
import { storageError } from './errors';
import { Payload } from './payload';

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

/**
 * The JSON of each record, kept while the record object lives (records are never mutated in
 * place: update() stores a new object), so writing a collection file joins cached bytes instead
 * of re-stringifying every record. A WeakMap: a record that leaves memory takes its bytes along.
 */
const recordJson = new WeakMap<object, Buffer>();
function recordBytes(r: unknown): Buffer {
  if (r === null || typeof r !== 'object') return Buffer.from(JSON.stringify(r) ?? 'null');
  let b = recordJson.get(r);
  if (!b) {
    b = Buffer.from(JSON.stringify(r));
    recordJson.set(r, b);
  }
  return b;
}

const COMMA_BYTES = Buffer.from(',');

/**
 * The exact bytes of JSON.stringify(doc) (compact), as a list of Buffers to write in order:
 * `items` comes from the per-record cache, so nothing is stringified or copied again
 * (store.test.ts checks byte identity).
 */
export function serializeCollectionParts(doc: Record<string, unknown>): Buffer[] {
  const parts: Buffer[] = [];
  let first = true;
  for (const key of Object.keys(doc)) {
    const value = doc[key];
    const prefix = `${first ? '{' : ','}${JSON.stringify(key)}:`;
    if (key === 'items' && Array.isArray(value)) {
      parts.push(Buffer.from(`${prefix}[`));
      for (let i = 0; i < value.length; i++) {
        if (i) parts.push(COMMA_BYTES);
        parts.push(recordBytes(value[i]));
      }
      parts.push(Buffer.from(']'));
    } else {
      const json = JSON.stringify(value);
      if (json === undefined) continue; // JSON.stringify leaves such keys out
      parts.push(Buffer.from(prefix + json));
    }
    first = false;
  }
  parts.push(Buffer.from(first ? '{}' : '}'));
  return parts;
}
/** serializeCollectionParts as one Buffer. */
export const serializeCollection = (doc: Record<string, unknown>): Buffer => Buffer.concat(serializeCollectionParts(doc));

/**
 * Atomic write of a whole file: temporary file (one write of the Buffer), then rename over the
 * old file, so the file is always the old or the new content, also after a SIGKILL. One write at
 * a time per file; a failure removes the temporary file. No fdatasync by default (as lowdb's
 * steno before): on this shared disk it costs little when idle but hundreds of ms under load
 * (stress/load.test.ts), and a killed process loses nothing already written; `sync` is for
 * measuring it (bench) or for a caller that needs power-loss durability.
 */
export class AtomicFile {
  readonly temp: string;
  private last: Promise<unknown> = Promise.resolve();
  constructor(
    readonly file: string,
    private readonly sync = false,
  ) {
    this.temp = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  }
  /** Writes a Buffer, or a list of Buffers in order (one writev: no copy into one block). */
  write(data: Buffer | Buffer[]): Promise<void> {
    const run = this.last.then(() => this.writeNow(data));
    this.last = run.catch(() => {});
    return run;
  }
  private async writeNow(data: Buffer | Buffer[]) {
    let handle: fsp.FileHandle | undefined;
    try {
      handle = await fsp.open(this.temp, 'w');
      let bufs = Buffer.isBuffer(data) ? [data] : data;
      // writev may write less than asked (libuv writes IOV_MAX buffers per call): go on from there.
      while (bufs.length) {
        let n = (await handle.writev(bufs)).bytesWritten;
        let i = 0;
        while (i < bufs.length && n >= bufs[i].length) n -= bufs[i++].length;
        bufs = bufs.slice(i);
        if (n > 0) bufs[0] = bufs[0].subarray(n);
      }
      if (this.sync) await handle.datasync();
      await handle.close();
      handle = undefined;
      await fsp.rename(this.temp, this.file);
    } catch (e) {
      await handle?.close().catch(() => {});
      await fsp.rm(this.temp, { force: true }).catch(() => {});
      throw e;
    }
  }
}

/** lowdb adapter of a collection file: serializeCollection + AtomicFile. */
class CollectionFile<T> {
  private readonly out: AtomicFile;
  constructor(file: string) {
    this.out = new AtomicFile(file);
  }
  async read(): Promise<T | null> {
    return null; // Collection.load reads (and checks) the file itself
  }
  /** Serialises now (the caller's state at this moment), writes when the previous write is done. */
  write(data: T): Promise<void> {
    return this.out.write(serializeCollectionParts(data as Record<string, unknown>));
  }
}

async function readChecked<T extends Versioned>(file: string): Promise<T | null> {
  let text: string;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StoreError(`Cannot read data file ${file}: ${(e as Error).message}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new StoreError(`Data file ${file} is not valid JSON (${(e as Error).message}). Restore it from a backup or move it away; the server leaves it untouched.`);
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

/** Cached views per collection (e.g. one per requested month): the least recently used go first. */
export const MAX_VIEWS = 256;

/**
 * One collection of records in its own file, with cached serialised views. Records are
 * immutable once stored (update() replaces the object): their JSON is cached for writes.
 */
export class Collection<T extends StoredRecord> {
  private db!: Low<{ version: number; items: T[] }>;
  private views = new Map<string, Payload>();
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
    this.db = new Low(new CollectionFile<{ version: number; items: T[] }>(this.file), existing ?? { version: FORMAT_VERSION, items: [] });
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

  /**
   * A view as a JSON payload (Buffer, headers, compressed variants made once), rebuilt only
   * after the collection changes (PITFALLS.md). At most MAX_VIEWS are kept (least recently used
   * dropped). build may throw (e.g. a 400 for a bad query): nothing is cached then.
   */
  payload(key: string, build: (items: readonly T[]) => unknown): Payload {
    let p = this.views.get(key);
    if (p) {
      if (this.views.size > 1) {
        this.views.delete(key); // most recently used last
        this.views.set(key, p);
      }
      return p;
    }
    p = new Payload(Buffer.from(JSON.stringify(build(this.all()))), { type: 'application/json; charset=utf-8', compression: 'fast' });
    this.views.set(key, p);
    if (this.views.size > MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
    return p;
  }
  /** Every record in the collection's order, as a payload (the public list routes). */
  listPayload(): Payload {
    return this.payload('all', (items) => items);
  }
  /** The view's JSON Buffer (see payload()). */
  view(key: string, build: (items: readonly T[]) => unknown): Buffer {
    return this.payload(key, build).body;
  }
  /** Number of cached views (tests). */
  get viewCount() {
    return this.views.size;
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
