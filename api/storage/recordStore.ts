export type StoredRecord = { id: string; createdAt: string; updatedAt?: string };

/**
 * What routes, imports, exports and the trash use of a collection, whether it lives in one file
 * (Collection) or in one file per month (MonthlyCollection): callers do not know which.
 */
export interface RecordStore<T extends StoredRecord> {
  readonly name: string;
  /** Incremented on each change; lets dependents (the HTTP layer's view cache) rebuild lazily. */
  readonly revision: number;
  /** Loads the data (creating what is missing); returns whether it existed. */
  load(): Promise<boolean>;
  /** Records in the collection's order. Do not mutate. */
  all(): readonly T[];
  readonly size: number;
  get(id: string): T | undefined;
  insert(record: T): Promise<T>;
  /** Inserts unless a record with the same id is there (then false, nothing written). */
  insertNew(record: T): Promise<boolean>;
  update(id: string, make: (old: T) => T): Promise<T | undefined>;
  /** Removes the record; with check, only when check(record) is true. */
  remove(id: string, check?: (old: T) => boolean): Promise<boolean>;
  /** Keeps only records for which keep() is true. */
  retain(keep: (r: T) => boolean): Promise<void>;
  /** Replaces records in memory only (read-time defaults at load; the files follow on the next write). */
  mapUntracked(fn: (r: T) => T): void;
  /** Replaces every record; used by imports inside WriteTracker.exclusive (no tracking here). */
  setAllUntracked(items: T[]): void;
  /** Writes everything as it is in memory (imports, after setAllUntracked). */
  writeUntracked(): Promise<void>;
}
