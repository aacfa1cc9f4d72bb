import fsp from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../../shared/node/writeFileAtomic';
import { UPLOAD_FILE_NAME, type UploadIndex } from './uploadAccess';

/** How long an upload must have been unused (and unchanged) before the sweep removes it. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** In DATA_DIR: when the sweep first saw each upload unused. */
export const UPLOAD_SWEEP_FILE = 'upload-sweep.json';
const TEMP_FILE = /\.tmp$/;

/**
 * Removes uploads no record uses once they have been unused for the grace period: a photo
 * deleted from the gallery, or one uploaded in a form that was never saved. The grace counts
 * from the later of the file's last change and the first sweep that found it unused, so an
 * upload still being filled in on the dashboard, or an old photo deleted a minute ago, stays.
 * Leftover temp files of an interrupted write go the same way. When it first saw each file
 * unused is kept in `stateFile` (written atomically after a pass that changed it): kept in memory
 * only, the count started again at every restart, and a server restarted daily removed nothing.
 */
export class UploadSweeper {
  private unusedSince = new Map<string, number>();
  private loading: Promise<void> | null = null;
  private written = '';
  constructor(
    private readonly dir: string,
    private readonly index: UploadIndex,
    private readonly log: (line: string) => void,
    private readonly stateFile: string | null = null,
    readonly graceMs = UPLOAD_GRACE_MS,
  ) {}

  /** The first sightings a previous run kept; a missing or unreadable file means none. */
  private async load() {
    if (!this.stateFile) return;
    let text: string;
    try {
      text = await fsp.readFile(this.stateFile, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
        this.log(`upload sweep: could not read ${this.stateFile}: ${(e as Error).message}`);
      return;
    }
    try {
      const parsed = JSON.parse(text) as { unusedSince?: Record<string, unknown> };
      for (const [name, since] of Object.entries(parsed.unusedSince ?? {}))
        if (typeof since === 'number' && Number.isFinite(since)) this.unusedSince.set(name, since);
      this.written = text;
    } catch {
      this.log(`upload sweep: ${this.stateFile} is damaged; counting from now`);
    }
  }

  private async save() {
    if (!this.stateFile) return;
    const text = JSON.stringify({ version: 1, unusedSince: Object.fromEntries(this.unusedSince) });
    if (text === this.written) return;
    try {
      await writeFileAtomic(this.stateFile, text);
      this.written = text;
    } catch (e) {
      this.log(`upload sweep: could not write ${this.stateFile}: ${(e as Error).message}`);
    }
  }

  /** One pass; returns the names removed. */
  async sweep(now = Date.now()): Promise<string[]> {
    await (this.loading ??= this.load());
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
    await this.save();
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
