import fsp from 'node:fs/promises';
import { writeFileAtomic } from '../../shared/node/writeFileAtomic';
import type { WriteTracker } from './writeTracker';

/**
 * A log of JSON lines that grows by appends and is rewritten whole (atomically) when its owner
 * compacts it: the notice queues' files (DATA_DIR/notices.jsonl, Web Push's beside it). Appends
 * are the one kind of write in storage/ that is not a whole-file replace.
 */
export class JsonLinesLog<L> {
  private writing: Promise<void> = Promise.resolve();
  private appended = 0;
  /** Lines waiting for the write in progress to end: they go together in the next one. */
  private batch: { data: string; done: Promise<void> } | null = null;

  constructor(
    readonly file: string,
    private readonly tracker: WriteTracker,
    private readonly options: {
      /** Called after an append once this many bytes were appended since the last rewrite. */
      compactAfterBytes: number;
      compact: () => Promise<void>;
      log: (line: string) => void;
    },
  ) {}

  /** Every line, in order; a torn last line (the process died mid-append) is left out. */
  async read(): Promise<L[]> {
    let text = '';
    try {
      text = await fsp.readFile(this.file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    const lines = text.split('\n');
    const out: L[] = [];
    lines.forEach((raw, i) => {
      if (!raw.trim()) return;
      try {
        out.push(JSON.parse(raw) as L);
      } catch {
        // Only the last line can be torn; anything else is damage.
        if (i >= lines.length - 2) return;
        throw new Error(`${this.file} line ${i + 1} cannot be read; move the file aside to start without it`);
      }
    });
    return out;
  }

  /** Replaces the file with these lines (the owner's current state). */
  async rewrite(lines: L[]) {
    await writeFileAtomic(this.file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    this.appended = 0;
  }

  /**
   * Appends lines in order; resolves once they are written. Lines that arrive while a write is
   * in progress are joined into the next write: one system call for many deliveries' marks.
   */
  append(lines: L[]): Promise<void> {
    const data = lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
    if (this.batch) {
      this.batch.data += data;
      return this.batch.done;
    }
    const batch = { data, done: Promise.resolve() };
    this.batch = batch;
    batch.done = this.writing.then(async () => {
      this.batch = null; // from here on, new lines start the next batch
      // Opened per batch, not kept: no write descriptor stays open on the data folder while the
      // queue is idle (a read-only remount, a backup's consistent read).
      await fsp.appendFile(this.file, batch.data);
      this.appended += batch.data.length;
      if (this.appended > this.options.compactAfterBytes) await this.options.compact();
    });
    this.writing = batch.done.catch((e) => this.options.log(`${this.file} not written: ${(e as Error).message}`));
    return this.tracker.run(() => batch.done);
  }

  /** Resolves when the writes begun so far have ended (failed ones logged). */
  settled(): Promise<void> {
    return this.writing;
  }
}
