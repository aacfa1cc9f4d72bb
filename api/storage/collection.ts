import { Low } from 'lowdb';
import { removeLeftoverTemps } from '../../shared/node/writeFileAtomic';
import { CollectionFile, type CollectionDoc } from './collectionFile';
import { FORMAT_VERSION } from './formatVersion';
import { storageError } from './storageFailure';
import type { RecordStore, StoredRecord } from './recordStore';
import type { WriteTracker } from './writeTracker';

export type { StoredRecord } from './recordStore';

/**
 * One collection of records in its own file (lowdb with CollectionFile). Records are immutable
 * once stored (update() replaces the object): their JSON is cached for writes.
 */
export class Collection<T extends StoredRecord> implements RecordStore<T> {
  private db!: Low<CollectionDoc<T>>;
  private sortedCache: T[] | null = null;
  /**
   * Where each id first is in the items (as find() would find it), kept by inserts and updates
   * and dropped by whatever moves records (removals, undos, replacements), then rebuilt at the
   * next lookup: an update among 200 at once costs a Map lookup, not a scan of every record (a
   * scan over records of several shapes reads each id through a megamorphic load).
   */
  private positions: Map<string, number> | null = null;
  /** Incremented on each change; lets dependents (e.g. the upload gate index) rebuild lazily. */
  revision = 0;
  /** Called after every change in memory, undos included (a MonthlyCollection drops its caches). */
  onChange?: () => void;

  constructor(
    readonly name: string,
    readonly file: string,
    private readonly tracker: WriteTracker,
    private readonly order?: (a: T, b: T) => number,
  ) {}

  /** Loads the file (creating it when missing); returns whether it existed. */
  async load(): Promise<boolean> {
    // Only this process writes collection files, and it has not started writing yet.
    await removeLeftoverTemps(this.file);
    const empty: CollectionDoc<T> = { version: FORMAT_VERSION, items: [] };
    this.db = new Low(new CollectionFile<T>(this.file), empty);
    this.positions = null;
    await this.db.read();
    const existed = this.db.data !== empty;
    if (!existed) await this.db.write();
    return existed;
  }
  /** Starts empty without touching the disk: the file is written with the first change (a new month's file). */
  loadEmpty() {
    this.positions = null;
    this.db = new Low(new CollectionFile<T>(this.file), { version: FORMAT_VERSION, items: [] });
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
    const i = this.indexOf(id);
    return i < 0 ? undefined : this.db.data.items[i];
  }
  private indexOf(id: string): number {
    let at = this.positions;
    if (!at) {
      at = new Map();
      const items = this.db.data.items;
      for (let i = 0; i < items.length; i++) if (!at.has(items[i].id)) at.set(items[i].id, i);
      this.positions = at;
    }
    return at.get(id) ?? -1;
  }

  private changed() {
    this.sortedCache = null;
    this.revision++;
    this.onChange?.();
  }

  private queue: { undo: () => void; done: (e?: unknown) => void }[] = [];
  private flushing = false;
  /**
   * Group commit: each change is applied in memory, then written with every other change made
   * before its write starts (one file write for a burst). When a write fails, the changes it
   * carried and those made while it ran are undone in memory, newest first, so memory stays
   * equal to the file, and their callers get a StorageUnavailableError (a 503). The later ones
   * fail too because they were made on top of the failed ones: undoing only the failed batch
   * would leave them (a retain() keeping a failed insert's record) resting on changes that are gone.
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
          for (const b of batch) b.done();
        } catch (e) {
          const failed = [...batch, ...this.queue];
          this.queue = [];
          for (const b of [...failed].reverse()) b.undo();
          this.positions = null;
          this.changed();
          const err = storageError(e);
          for (const b of failed) b.done(err);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  async insert(record: T): Promise<T> {
    return this.tracker.run(async () => {
      await this.push(record);
      return record;
    });
  }
  private async push(record: T) {
    const items = this.db.data.items;
    items.push(record);
    if (this.positions && !this.positions.has(record.id)) this.positions.set(record.id, items.length - 1);
    this.changed();
    await this.persist(() => {
      const items = this.db.data.items;
      const i = items.lastIndexOf(record);
      if (i >= 0) items.splice(i, 1);
    });
  }
  /** Inserts unless a record with the same id is there (then false, nothing written). */
  async insertNew(record: T): Promise<boolean> {
    return this.tracker.run(async () => {
      if (this.get(record.id)) return false;
      await this.push(record);
      return true;
    });
  }
  async update(id: string, make: (old: T) => T): Promise<T | undefined> {
    return this.tracker.run(async () => {
      const items = this.db.data.items;
      const i = this.indexOf(id);
      if (i < 0) return undefined;
      const old = items[i];
      const updated = make(old);
      items[i] = updated;
      if (updated.id !== old.id) this.positions = null;
      this.changed();
      await this.persist(() => {
        const now = this.db.data.items;
        const j = now.indexOf(updated);
        if (j >= 0) now[j] = old;
      });
      return updated;
    });
  }
  /** Removes the record; with check, only when check(record) is true (else false, nothing written). */
  async remove(id: string, check?: (old: T) => boolean): Promise<boolean> {
    return this.tracker.run(async () => {
      const items = this.db.data.items;
      const i = this.indexOf(id);
      if (i < 0 || (check && !check(items[i]))) return false;
      const [old] = items.splice(i, 1);
      this.positions = null;
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
      this.positions = null;
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
  /** Replaces records in memory only (read-time defaults at load; the file follows on the next write). */
  mapUntracked(fn: (r: T) => T) {
    this.db.data.items = this.db.data.items.map(fn);
    this.positions = null;
    this.changed();
  }
  /** Replaces every record; used by imports inside WriteTracker.exclusive (no tracking here). */
  setAllUntracked(items: T[]) {
    this.db.data.items = items;
    this.positions = null;
    this.changed();
  }
  writeUntracked(): Promise<void> {
    return this.db.write();
  }
}
