import fsp from 'node:fs/promises';
import path from 'node:path';
import { removeLeftoverTemps } from '../../shared/node/writeFileAtomic';
import { Collection } from './collection';
import type { RecordStore, StoredRecord } from './recordStore';
import { splitLegacyFile } from './splitMonths';
import { WriteTracker } from './writeTracker';

/**
 * A part file's name: `YYYY-MM.json` (UTC month of the records' createdAt), then `YYYY-MM.2.json`,
 * `YYYY-MM.3.json`… for a month that outgrew its first file. The key of a part is its name less
 * `.json`.
 */
export const PART_FILE = /^(\d{4}-\d{2})(?:\.([2-9]|[1-9]\d+))?\.json$/;
/** The records a part file takes before its month goes on in the next one. */
export const PART_RECORDS = 1000;
const partKey = (month: string, n: number) => (n === 1 ? month : `${month}.${n}`);
/** Oldest month first, then by part number. */
export function comparePartKeys(a: string, b: string) {
  const [ma, na = '1'] = a.split('.');
  const [mb, nb = '1'] = b.split('.');
  return ma < mb ? -1 : ma > mb ? 1 : Number(na) - Number(nb);
}
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
 * A collection kept in files by month, `<dir>/YYYY-MM.json`, each file the same
 * `{"version":1,"items":[...]}` document as a one-file Collection and written the same way
 * (atomically, group commit, undo in memory and 503 on a failed write). A change rewrites only
 * the file of its record, so a write costs the same with 100 or 50,000 records in the collection.
 * A month that outgrows PART_RECORDS goes on in `YYYY-MM.2.json` and so on, so a burst of
 * messages (or a month of spam) does not make each write larger either. Each part is a Collection
 * of its own; this class keeps an id → part index and the merged, sorted list.
 *
 * A record stays in the part it was inserted into (its createdAt's month, the newest part of it);
 * an update that changed createdAt would not move it (none does: createdAt is fixed).
 *
 * An older data folder's single file (`<name>.json` beside the folder) is split into month
 * files on load (splitMonths.ts), the original moved to a `pre-migration-*` folder.
 */
export class MonthlyCollection<T extends StoredRecord> implements RecordStore<T> {
  private parts = new Map<string, Collection<T>>();
  private index = new Map<string, string>();
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
    private readonly partRecords = PART_RECORDS,
  ) {}

  /** Parts that have a file or records, oldest first (tests). */
  partKeys(): string[] {
    return [...this.parts.keys()].sort(comparePartKeys);
  }
  fileOf(key: string) {
    return path.join(this.dir, `${key}.json`);
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
    this.parts.clear();
    for (const ent of await fsp.readdir(this.dir, { withFileTypes: true })) {
      // Only this process writes these files, and it has not started writing yet.
      if (ent.name.endsWith('.tmp')) await fsp.rm(path.join(this.dir, ent.name), { force: true });
      if (!ent.isFile() || !PART_FILE.test(ent.name)) continue;
      await this.part(ent.name.slice(0, -'.json'.length)).load();
    }
    if (this.legacyFile) await removeLeftoverTemps(this.legacyFile);
    this.reindex();
    this.changed();
    return existed;
  }

  private part(key: string): Collection<T> {
    let part = this.parts.get(key);
    if (!part) {
      part = new Collection<T>(`${this.name}/${key}`, this.fileOf(key), this.partTracker, this.order);
      part.onChange = () => this.changed();
      this.parts.set(key, part);
    }
    return part;
  }
  /**
   * The part a new record goes to: the last of its month, or the next one when that is full
   * (created empty: its file is written by the insert).
   */
  private partFor(record: T): [string, Collection<T>] {
    const month = monthOf(record.createdAt);
    let n = 1;
    while (this.parts.has(partKey(month, n + 1))) n++;
    const last = this.parts.get(partKey(month, n));
    if (last && last.size < this.partRecords) return [partKey(month, n), last];
    const key = partKey(month, last ? n + 1 : n);
    const part = this.part(key);
    part.loadEmpty();
    return [key, part];
  }
  private reindex() {
    this.index.clear();
    for (const [key, part] of this.parts) for (const r of part.all()) this.index.set(r.id, key);
  }
  private changed() {
    this.sortedCache = null;
    this.revision++;
  }

  all(): readonly T[] {
    if (!this.sortedCache) {
      // Newest part first; each part is sorted (and cached) by its own Collection, so this is
      // usually already in order and the check below costs one pass.
      const keys = this.partKeys().reverse();
      const out: T[] = [];
      for (const k of keys) for (const r of this.parts.get(k)!.all()) out.push(r);
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
    for (const part of this.parts.values()) n += part.size;
    return n;
  }
  get(id: string): T | undefined {
    const key = this.index.get(id);
    return key === undefined ? undefined : this.parts.get(key)?.get(id);
  }

  // Each change goes to one part's Collection, which writes its file and undoes the change in
  // memory if the write fails (its onChange then drops the caches here). The parts track their
  // writes on a tracker of their own: the Database's tracker is held here around the whole change,
  // so an import (tracker.exclusive) never sees a part picked before it and written after it.
  // The index may point at a part that no longer holds the id after an undone insert: get()
  // then finds nothing, as it should.
  private readonly partTracker = new WriteTracker();

  insert(record: T): Promise<T> {
    return this.tracker.run(() => {
      const [key, part] = this.partFor(record);
      this.index.set(record.id, key);
      return part.insert(record);
    });
  }
  insertNew(record: T): Promise<boolean> {
    return this.tracker.run(async () => {
      if (this.get(record.id)) return false;
      const [key, part] = this.partFor(record);
      this.index.set(record.id, key);
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
      const key = this.index.get(id);
      const part = this.holder(id);
      if (!part) return false;
      const removed = await part.remove(id, check);
      if (removed && this.index.get(id) === key && !part.get(id)) this.index.delete(id);
      return removed;
    });
  }
  private holder(id: string) {
    const key = this.index.get(id);
    return key === undefined ? undefined : this.parts.get(key);
  }
  /** Rewrites only the parts that lose a record. */
  async retain(keep: (r: T) => boolean): Promise<void> {
    await this.tracker.run(async () => {
      const touched = [...this.parts.values()].filter((part) => part.all().some((r) => !keep(r)));
      const results = await Promise.allSettled(touched.map((part) => part.retain(keep)));
      this.reindex();
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    });
  }
  mapUntracked(fn: (r: T) => T) {
    for (const part of this.parts.values()) part.mapUntracked(fn);
  }
  /** Each month's records oldest first, PART_RECORDS a part: later parts hold later records. */
  setAllUntracked(items: T[]) {
    const byMonth = new Map<string, T[]>();
    for (const r of items) {
      const key = monthOf(r.createdAt);
      const list = byMonth.get(key);
      if (list) list.push(r);
      else byMonth.set(key, [r]);
    }
    const byPart = new Map<string, T[]>();
    const time = (r: T) => Date.parse(String(r.createdAt)) || 0;
    for (const [month, list] of byMonth) {
      list.sort((a, b) => time(a) - time(b));
      for (let i = 0; i < list.length; i += this.partRecords)
        byPart.set(partKey(month, i / this.partRecords + 1), list.slice(i, i + this.partRecords));
    }
    for (const [key, part] of this.parts) if (!byPart.has(key)) part.setAllUntracked([]);
    for (const [key, list] of byPart) {
      if (!this.parts.has(key)) this.part(key).loadEmpty();
      this.parts.get(key)!.setAllUntracked(list);
    }
    this.reindex();
    this.changed();
  }
  /** Writes every part; a part left empty loses its file (an import's redo does the same again). */
  async writeUntracked(): Promise<void> {
    await fsp.mkdir(this.dir, { recursive: true });
    await Promise.all(
      [...this.parts].map(async ([key, part]) => {
        if (part.size) return part.writeUntracked();
        await fsp.rm(this.fileOf(key), { force: true });
        this.parts.delete(key);
      }),
    );
    this.changed();
  }
}
