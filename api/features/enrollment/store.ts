import path from 'node:path';
import type { Enrollment } from '../../../shared/schemas';
import { Collection } from '../../storage/collection';
import { JsonDoc } from '../../storage/jsonDoc';
import type { WriteTracker } from '../../storage/writeTracker';

const byCreated = (a: Enrollment, b: Enrollment) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

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

  constructor(dataDir: string, tracker: WriteTracker) {
    this.records = new Collection<Enrollment>('enrollments', path.join(dataDir, 'enrollments.json'), tracker, byCreated);
    this.stats = new JsonDoc(path.join(dataDir, 'enrollment-stats.json'), tracker);
  }

  async load() {
    await this.records.load();
    if (!(await this.stats.load(() => ({ erased: {} })))) await this.stats.write();
  }

  get erased(): Readonly<Record<string, number>> {
    return this.stats.data.erased;
  }

  ofClass(eventId: string): Enrollment[] {
    return this.records.all().filter((r) => r.eventId === eventId);
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
      const next = make(old);
      settle(next);
      return next;
    });
    written.then(
      (r) => r === undefined && settle(undefined),
      () => settle(undefined),
    );
    return { applied, written };
  }

  insert(record: Enrollment): Promise<Enrollment> {
    return this.records.insert(record);
  }

  /** Erases a record at once, leaving only the count of its class. */
  async erase(id: string): Promise<Enrollment | undefined> {
    const old = this.records.get(id);
    if (!old || !(await this.records.remove(id))) return undefined;
    await this.count([old]);
    return old;
  }

  /** Erases every record `gone` names (the sweep), counting them. */
  async eraseWhere(gone: (r: Enrollment) => boolean): Promise<Enrollment[]> {
    const erased = this.records.all().filter(gone);
    if (!erased.length) return [];
    const ids = new Set(erased.map((r) => r.id));
    await this.records.retain((r) => !ids.has(r.id));
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
    await tracker.run(() => this.records.writeUntracked());
  }
}
