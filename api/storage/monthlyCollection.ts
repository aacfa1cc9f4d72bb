import fsp from 'node:fs/promises';
import path from 'node:path';
import { removeLeftoverTemps } from '../../shared/node/writeFileAtomic';
import type { Payload } from '../payload';
import { Collection } from './collection';
import { ViewCache } from './viewCache';
import type { RecordStore, StoredRecord } from './recordStore';
import { splitLegacyFile } from './splitMonths';
import { WriteTracker } from './writeTracker';

/** A month file's name: `YYYY-MM.json` (UTC month of the records' createdAt). */
export const MONTH_FILE = /^(\d{4}-\d{2})\.json$/;
/** Records whose createdAt is not a date (the schemas never let one in) share this file. */
export const UNDATED = '0000-00';

/** The month a record is stored under: the UTC month of its createdAt. */
export function monthOf(createdAt: unknown): string {
  const t = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  if (Number.isNaN(t)) return UNDATED;
  const key = new Date(t).toISOString().slice(0, 7);
  return /^\d{4}-\d{2}$/.test(key) ? key : UNDATED;
}

/**
 * A collection kept in one file per month, `<dir>/YYYY-MM.json`, each file the same
 * `{"version":1,"items":[...]}` document as a one-file Collection and written the same way
 * (atomically, group commit, undo in memory and 503 on a failed write). A change rewrites only
 * its month's file, so a write costs the same with 100 or 50,000 records in the collection; a
 * month holds what arrives in a month. Each month is a Collection of its own; this class keeps
 * an id → month index and the merged, cached views.
 *
 * A record stays in the file of the month it was inserted under (the month of its createdAt
 * then); an update that changed createdAt would not move it (none does: createdAt is fixed).
 *
 * An older data folder's single file (`<name>.json` beside the folder) is split into month
 * files on load (splitMonths.ts), the original moved to a `pre-migration-*` folder.
 */
export class MonthlyCollection<T extends StoredRecord> implements RecordStore<T> {
  private months = new Map<string, Collection<T>>();
  private index = new Map<string, string>();
  private views = new ViewCache();
  private sortedCache: T[] | null = null;
  revision = 0;

  constructor(
    readonly name: string,
    /** The folder of the month files. */
    readonly dir: string,
    private readonly tracker: WriteTracker,
    private readonly order?: (a: T, b: T) => number,
    /** The one-file collection of older versions, split on load when present. */
    readonly legacyFile?: string,
  ) {}

  /** Months that have a file or records, oldest first (tests and the bench). */
  monthKeys(): string[] {
    return [...this.months.keys()].sort();
  }
  fileOf(month: string) {
    return path.join(this.dir, `${month}.json`);
  }

  async load(): Promise<boolean> {
    let existed = false;
    try {
      await fsp.access(this.dir);
      existed = true;
    } catch {
      await fsp.mkdir(this.dir, { recursive: true });
    }
    if (this.legacyFile && (await splitLegacyFile(this.legacyFile, this.dir, (r) => monthOf(r.createdAt))))
      existed = true;
    this.months.clear();
    for (const ent of await fsp.readdir(this.dir, { withFileTypes: true })) {
      // Only this process writes these files, and it has not started writing yet.
      if (ent.name.endsWith('.tmp')) await fsp.rm(path.join(this.dir, ent.name), { force: true });
      const m = ent.isFile() ? MONTH_FILE.exec(ent.name) : null;
      if (!m) continue;
      const part = this.part(m[1]);
      await part.load();
    }
    if (this.legacyFile) await removeLeftoverTemps(this.legacyFile);
    this.reindex();
    this.changed();
    return existed;
  }

  private part(month: string): Collection<T> {
    let part = this.months.get(month);
    if (!part) {
      part = new Collection<T>(`${this.name}/${month}`, this.fileOf(month), this.monthTracker, this.order);
      part.onChange = () => this.changed();
      this.months.set(month, part);
    }
    return part;
  }
  /** The month a new record goes to, its Collection created empty (its file is written by the insert). */
  private partFor(record: T): Collection<T> {
    const month = monthOf(record.createdAt);
    const existing = this.months.get(month);
    if (existing) return existing;
    const part = this.part(month);
    part.loadEmpty();
    return part;
  }
  private reindex() {
    this.index.clear();
    for (const [month, part] of this.months) for (const r of part.all()) this.index.set(r.id, month);
  }
  private changed() {
    this.views.clear();
    this.sortedCache = null;
    this.revision++;
  }

  all(): readonly T[] {
    if (!this.sortedCache) {
      // Newest month first; each month is sorted (and cached) by its own Collection, so this is
      // usually already in order and the check below costs one pass.
      const keys = [...this.months.keys()].sort().reverse();
      const out: T[] = [];
      for (const k of keys) for (const r of this.months.get(k)!.all()) out.push(r);
      const order = this.order;
      if (order) {
        let sorted = true;
        for (let i = 1; i < out.length && sorted; i++) if (order(out[i - 1], out[i]) > 0) sorted = false;
        if (!sorted) out.sort(order);
      }
      this.sortedCache = out;
    }
    return this.sortedCache;
  }
  get size() {
    let n = 0;
    for (const part of this.months.values()) n += part.size;
    return n;
  }
  get(id: string): T | undefined {
    const month = this.index.get(id);
    return month === undefined ? undefined : this.months.get(month)?.get(id);
  }

  payload(key: string, build: (items: readonly T[]) => unknown): Payload {
    return this.views.get(key, () => build(this.all()));
  }
  listPayload(): Payload {
    return this.payload('all', (items) => items);
  }
  get viewCount() {
    return this.views.size;
  }

  // Each change goes to one month's Collection, which writes its file and undoes the change in
  // memory if the write fails (its onChange then drops the caches here). The months track their
  // writes on a tracker of their own: the Database's tracker is held here around the whole change,
  // so an import (tracker.exclusive) never sees a month picked before it and written after it.
  // The index may point at a month that no longer holds the id after an undone insert: get()
  // then finds nothing, as it should.
  private readonly monthTracker = new WriteTracker();

  insert(record: T): Promise<T> {
    return this.tracker.run(() => {
      const part = this.partFor(record);
      this.index.set(record.id, monthOf(record.createdAt));
      return part.insert(record);
    });
  }
  insertNew(record: T): Promise<boolean> {
    return this.tracker.run(async () => {
      if (this.get(record.id)) return false;
      const part = this.partFor(record);
      this.index.set(record.id, monthOf(record.createdAt));
      return part.insertNew(record);
    });
  }
  update(id: string, make: (old: T) => T): Promise<T | undefined> {
    return this.tracker.run(async () => {
      const part = this.holder(id);
      return part ? part.update(id, make) : undefined;
    });
  }
  remove(id: string, check?: (old: T) => boolean): Promise<boolean> {
    return this.tracker.run(async () => {
      const month = this.index.get(id);
      const part = this.holder(id);
      if (!part) return false;
      const removed = await part.remove(id, check);
      if (removed && this.index.get(id) === month && !part.get(id)) this.index.delete(id);
      return removed;
    });
  }
  private holder(id: string) {
    const month = this.index.get(id);
    return month === undefined ? undefined : this.months.get(month);
  }
  /** Rewrites only the months that lose a record. */
  async retain(keep: (r: T) => boolean): Promise<void> {
    await this.tracker.run(async () => {
      const touched = [...this.months.values()].filter((part) => part.all().some((r) => !keep(r)));
      const results = await Promise.allSettled(touched.map((part) => part.retain(keep)));
      this.reindex();
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    });
  }
  mapUntracked(fn: (r: T) => T) {
    for (const part of this.months.values()) part.mapUntracked(fn);
  }
  setAllUntracked(items: T[]) {
    const byMonth = new Map<string, T[]>();
    for (const r of items) {
      const key = monthOf(r.createdAt);
      const list = byMonth.get(key);
      if (list) list.push(r);
      else byMonth.set(key, [r]);
    }
    for (const [key, part] of this.months) if (!byMonth.has(key)) part.setAllUntracked([]);
    for (const [key, list] of byMonth) {
      if (!this.months.has(key)) this.part(key).loadEmpty();
      this.months.get(key)!.setAllUntracked(list);
    }
    this.reindex();
    this.changed();
  }
  /** Writes every month; a month left empty loses its file (an import's redo does the same again). */
  async writeUntracked(): Promise<void> {
    await fsp.mkdir(this.dir, { recursive: true });
    await Promise.all(
      [...this.months].map(async ([key, part]) => {
        if (part.size) return part.writeUntracked();
        await fsp.rm(this.fileOf(key), { force: true });
        this.months.delete(key);
      }),
    );
    this.changed();
  }
}
