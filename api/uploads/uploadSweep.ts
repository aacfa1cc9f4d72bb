import fsp from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_FILE_NAME, type UploadIndex } from './uploadAccess';

/** How long an upload must have been unused (and unchanged) before the sweep removes it. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
const TEMP_FILE = /\.tmp$/;

/**
 * Removes uploads no record uses once they have been unused for the grace period: a photo
 * deleted from the gallery, or one uploaded in a form that was never saved. The grace counts
 * from the later of the file's last change and the first sweep that found it unused, so an
 * upload still being filled in on the dashboard, or an old photo deleted a minute ago, stays.
 * Leftover temp files of an interrupted write go the same way.
 */
export class UploadSweeper {
  private unusedSince = new Map<string, number>();
  constructor(
    private readonly dir: string,
    private readonly index: UploadIndex,
    private readonly log: (line: string) => void,
    readonly graceMs = UPLOAD_GRACE_MS,
  ) {}

  /** One pass; returns the names removed. */
  async sweep(now = Date.now()): Promise<string[]> {
    const names = await fsp.readdir(this.dir).catch(() => [] as string[]);
    const removed: string[] = [];
    const seen = new Set<string>();
    for (const name of names) {
      const temp = TEMP_FILE.test(name);
      if (!temp && !UPLOAD_FILE_NAME.test(name)) continue;
      if (!temp && this.index.isUsed(name)) continue;
      seen.add(name);
      const since = this.unusedSince.get(name) ?? now;
      this.unusedSince.set(name, since);
      const stat = await fsp.stat(path.join(this.dir, name)).catch(() => null);
      if (!stat || now - since < this.graceMs || now - stat.mtimeMs < this.graceMs) continue;
      try {
        await fsp.rm(path.join(this.dir, name), { force: true });
        removed.push(name);
        seen.delete(name);
      } catch (e) {
        this.log(`upload sweep: could not remove ${name}: ${(e as Error).message}`);
      }
    }
    for (const name of this.unusedSince.keys()) if (!seen.has(name)) this.unusedSince.delete(name);
    if (removed.length) this.log(`upload sweep: removed ${removed.length} unused file(s)`);
    return removed;
  }

  /** Sweeps now and then every hour; the returned function stops it, after a pass under way. */
  start(every = SWEEP_EVERY_MS): () => Promise<void> {
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = this.sweep().catch((e) => this.log(`upload sweep failed: ${(e as Error).message}`));
    };
    run();
    const timer = setInterval(run, every);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  }
}
