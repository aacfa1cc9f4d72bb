import { writeFileAtomic, type AtomicData, type WriteFileAtomicOptions } from '../../shared/node/writeFileAtomic';

/**
 * One file written whole and atomically (writeFileAtomic), one write at a time: each write
 * starts when the previous one has ended, so the file ends with the content of the last call
 * (concurrent renames could otherwise land out of order). A failed write does not stop the next.
 */
export class AtomicFile {
  private last: Promise<unknown> = Promise.resolve();
  constructor(
    readonly file: string,
    private readonly options: WriteFileAtomicOptions = {},
  ) {}
  /** `data` is taken as it is now; a list of Buffers is written with writev, never concatenated. */
  write(data: AtomicData): Promise<void> {
    const run = this.last.then(() => writeFileAtomic(this.file, data, this.options));
    this.last = run.catch(() => {});
    return run;
  }
}
