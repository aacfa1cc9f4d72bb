import type { Adapter } from 'lowdb';
import { AtomicFile } from './atomicFile';
import type { Versioned } from './formatVersion';
import { readChecked } from './readChecked';
import { serializeCollectionParts } from './serializeCollection';
import { StoreError } from './storeError';

export type CollectionDoc<T> = { version: number; items: T[] };

/**
 * lowdb adapter of a collection file: reads and checks the file (null only when there is none
 * yet), writes it whole and atomically from the cached record JSON.
 */
export class CollectionFile<T> implements Adapter<CollectionDoc<T>> {
  private readonly out: AtomicFile;
  constructor(readonly file: string) {
    this.out = new AtomicFile(file);
  }
  async read(): Promise<CollectionDoc<T> | null> {
    const doc = await readChecked<Versioned>(this.file);
    if (doc && !Array.isArray(doc.items))
      throw new StoreError(`Data file ${this.file} has no "items" array. The server leaves it untouched.`);
    return doc as CollectionDoc<T> | null;
  }
  /** Serialises now (the data as it is at this call), writes once the previous write has ended. */
  write(data: CollectionDoc<T>): Promise<void> {
    return this.out.write(serializeCollectionParts(data));
  }
}
