import { Low } from 'lowdb';
import { storageError } from './storageFailure';
import { FORMAT_VERSION } from './formatVersion';
import { JsonDocFile } from './jsonDocFile';
import type { WriteTracker } from './writeTracker';

type Stored<T> = T & { version: number };

/** A small versioned JSON document of the server's own state (passwords, sessions, keys). */
export class JsonDoc<T extends object> {
  private db!: Low<Stored<T>>;
  /** `secret`: the file holds hashes, keys or sessions and is kept mode 600. */
  constructor(
    readonly file: string,
    private readonly tracker: WriteTracker,
    private readonly secret = false,
  ) {}
  get data(): T {
    return this.db.data;
  }
  /** Reads the file, or starts from initial() when there is none; returns whether it existed. */
  async load(initial: () => T): Promise<boolean> {
    const fresh = { ...initial(), version: FORMAT_VERSION } as Stored<T>;
    this.db = new Low(new JsonDocFile<Stored<T>>(this.file, this.secret ? 0o600 : undefined), fresh);
    await this.db.read();
    return this.db.data !== fresh;
  }
  /** Re-reads the file (another process, e.g. the set-password CLI, may have changed it). */
  reload(): Promise<void> {
    return this.db.read();
  }
  /** Writes the document; on a storage failure re-reads the file (memory = disk) and throws a 503. */
  write(): Promise<void> {
    return this.tracker.run(async () => {
      try {
        await this.db.write();
      } catch (e) {
        await this.reload().catch(() => {});
        throw storageError(e);
      }
    });
  }
}
