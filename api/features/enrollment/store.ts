import path from 'node:path';
import type { Enrollment } from '../../../shared/schemas';
import { Collection } from '../../storage/collection';
import { JsonDoc } from '../../storage/jsonDoc';
import type { WriteTracker } from '../../storage/writeTracker';
import { ClassSeats } from './seats';

// Plain comparisons: ISO times and ids sort alike in every locale, and localeCompare is slow.
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byCreated = (a: Enrollment, b: Enrollment) => cmp(a.createdAt, b.createdAt) || cmp(a.id, b.id);

const EMPTY = new ClassSeats();

/** A change applied in memory (`applied`, what the record became) and its write to disk (`written`). */
export type Change = { applied: Promise<Enrollment | undefined>; written: Promise<unknown> };

/**
 * Enrollments (DATA_DIR/enrollments.json) and the anonymous count of erased ones
 * (DATA_DIR/enrollment-stats.json: per class, how many were erased; nothing about who).
 *
 * Seat decisions of one class run one at a time through inClass(): each step reads the class's
 * records and changes them in memory before the next step starts; the file writes of a burst
 * are then joined (Collection's group commit), so 200 decisions at once take 200 short steps
 * and a few writes, not 200 writes in a row.
 */
export class EnrollmentStore {
  readonly records: Collection<Enrollment>;
  private stats: JsonDoc<{ erased: Record<string, number> }>;
  private locks = new Map<string, Promise<unknown>>();
  /** Each class's records and seats, kept with every change (a decision reads its class, not all). */
  private byClass = new Map<string, ClassSeats>();
  private byId = new Map<string, Enrollment>();

  constructor(dataDir: string, tracker: WriteTracker) {
    this.records = new Collection<Enrollment>(
      'enrollments',
      path.join(dataDir, 'enrollments.json'),
      tracker,
      byCreated,
    );
    this.stats = new JsonDoc(path.join(dataDir, 'enrollment-stats.json'), tracker);
  }

  async load() {
    await this.records.load();
    this.reindex();
    if (!(await this.stats.load(() => ({ erased: {} })))) await this.stats.write();
  }

  get erased(): Readonly<Record<string, number>> {
    return this.stats.data.erased;
  }

  /** A class's records and seats (empty for a class nobody asked for). Do not mutate. */
  seats(eventId: string): ClassSeats {
    return this.byClass.get(eventId) ?? EMPTY;
  }
  ofClass(eventId: string): Enrollment[] {
    return [...this.seats(eventId).records.values()];
  }
  /** The classes that have records. */
  classIds(): string[] {
    return [...this.byClass.keys()];
  }
  get(id: string): Enrollment | undefined {
    return this.byId.get(id);
  }

  private index(r: Enrollment) {
    let m = this.byClass.get(r.eventId);
    if (!m) this.byClass.set(r.eventId, (m = new ClassSeats()));
    m.set(r);
    this.byId.set(r.id, r);
  }
  private unindex(r: Enrollment) {
    const m = this.byClass.get(r.eventId);
    m?.remove(r.id);
    if (m && !m.records.size) this.byClass.delete(r.eventId);
    this.byId.delete(r.id);
  }
  /** From the collection again (after a failed write undid changes in memory, or an import). */
  reindex() {
    this.byClass.clear();
    this.byId.clear();
    for (const r of this.records.all()) this.index(r);
  }

  /** Runs `step` after every earlier step of this class has applied its changes in memory. */
  inClass<R>(eventId: string, step: () => Promise<R>): Promise<R> {
    const previous = this.locks.get(eventId) ?? Promise.resolve();
    const run = previous.then(step);
    const tail = run.catch(() => undefined);
    this.locks.set(eventId, tail);
    void tail.then(() => {
      if (this.locks.get(eventId) === tail) this.locks.delete(eventId);
    });
    return run;
  }

  /** Replaces a record with make(old); `applied` settles once memory holds it (normally at once). */
  change(id: string, make: (old: Enrollment) => Enrollment): Change {
    let settle!: (r: Enrollment | undefined) => void;
    const applied = new Promise<Enrollment | undefined>((r) => (settle = r));
    const written = this.records.update(id, (old) => {
      const next = { ...make(old), eventId: old.eventId };
      this.index(next);
      settle(next);
      return next;
    });
    written.then(
      (r) => r === undefined && settle(undefined),
      () => {
        settle(undefined);
        this.reindex();
      },
    );
    return { applied, written };
  }

  insert(record: Enrollment): Promise<Enrollment> {
    this.index(record);
    const written = this.records.insert(record);
    written.catch(() => this.reindex());
    return written;
  }

  /** Erases a record at once, leaving only the count of its class. */
  async erase(id: string): Promise<Enrollment | undefined> {
    const old = this.get(id);
    if (!old) return undefined;
    this.unindex(old);
    if (!(await this.records.remove(id).catch((e) => (this.reindex(), Promise.reject(e))))) return undefined;
    await this.count([old]);
    return old;
  }

  /** Erases every record `gone` names (the sweep), counting them. */
  async eraseWhere(gone: (r: Enrollment) => boolean): Promise<Enrollment[]> {
    const erased = this.records.all().filter(gone);
    if (!erased.length) return [];
    const ids = new Set(erased.map((r) => r.id));
    for (const r of erased) this.unindex(r);
    await this.records.retain((r) => !ids.has(r.id)).catch((e) => (this.reindex(), Promise.reject(e)));
    await this.count(erased);
    return erased;
  }

  private async count(erased: Enrollment[]) {
    // An unconfirmed request never was an enrollment: it leaves no count.
    erased = erased.filter((r) => r.status !== 'pending');
    if (!erased.length) return;
    for (const r of erased) this.stats.data.erased[r.eventId] = (this.stats.data.erased[r.eventId] ?? 0) + 1;
    await this.stats.write();
  }

  /** Replaces every record (import). */
  async replaceAll(records: Enrollment[], tracker: WriteTracker) {
    this.records.setAllUntracked(records);
    this.reindex();
    await tracker.run(() => this.records.writeUntracked());
  }
}
