import type { Adapter } from 'lowdb';
import { AtomicFile } from './atomicFile';
import { readChecked } from './readChecked';

/**
 * lowdb adapter of a small versioned JSON document: reads and checks the file (null only when
 * there is none yet), writes compact JSON whole and atomically, with `mode` when given (0o600
 * for secrets: the file never exists with a wider mode, not even as its temporary file).
 */
export class JsonDocFile<T extends { version: number }> implements Adapter<T> {
  private readonly out: AtomicFile;
  constructor(
    readonly file: string,
    mode?: number,
  ) {
    this.out = new AtomicFile(file, { mode });
  }
  read(): Promise<T | null> {
    return readChecked<T>(this.file);
  }
  write(data: T): Promise<void> {
    return this.out.write(JSON.stringify(data));
  }
}
