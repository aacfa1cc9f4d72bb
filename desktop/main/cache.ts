import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readJson, writeFileAtomic } from './files-atomic';

/** One saved GET answer: what the server said and when. */
export type CachedResponse = { key: string; status: number; statusText: string; body: string; savedAt: string };

/**
 * The last loaded answer of each GET, on disk (one file per request path), so the dashboard can
 * show it when the server can't be reached.
 */
export class OfflineCache {
  constructor(
    private readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Per path, the last operation queued: writes land in order, reads see every write before them. */
  private readonly tails = new Map<string, Promise<unknown>>();

  private fileFor(key: string) {
    return join(this.dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
  }

  /** Runs `op` after every earlier operation on `key` (a failed one doesn't block the next). */
  private inTurn<T>(key: string, op: () => Promise<T>): Promise<T> {
    const run = (this.tails.get(key) ?? Promise.resolve()).then(op, op);
    const tail = run.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => this.tails.get(key) === tail && this.tails.delete(key));
    return run;
  }

  private async read(key: string): Promise<CachedResponse | null> {
    try {
      const entry = await readJson<CachedResponse | null>(this.fileFor(key), null);
      return entry && entry.key === key ? entry : null;
    } catch {
      return null; // a damaged cache entry is as good as none; the next answer replaces it
    }
  }

  get(key: string): Promise<CachedResponse | null> {
    return this.inTurn(key, () => this.read(key));
  }

  /**
   * Saves an answer. The caller needn't wait: the dashboard gets its answer at once (writing 10,000
   * messages took 140 ms), and a later get, update or put of the same path comes after this one.
   */
  put(
    key: string,
    res: { status: number; statusText: string; body: string },
    savedAt = this.now().toISOString(),
  ): Promise<CachedResponse> {
    const entry: CachedResponse = { key, status: res.status, statusText: res.statusText, body: res.body, savedAt };
    return this.inTurn(key, async () => {
      await writeFileAtomic(this.fileFor(key), JSON.stringify(entry));
      return entry;
    });
  }

  /** Rewrites a saved JSON body in place (keeping its savedAt), e.g. to show a queued edit. */
  update(key: string, change: (json: unknown) => unknown): Promise<boolean> {
    return this.inTurn(key, async () => {
      const entry = await this.read(key);
      if (!entry) return false;
      let json: unknown;
      try {
        json = JSON.parse(entry.body);
      } catch {
        return false;
      }
      await writeFileAtomic(this.fileFor(key), JSON.stringify({ ...entry, body: JSON.stringify(change(json)) }));
      return true;
    });
  }

  async clear(): Promise<void> {
    await Promise.all([...this.tails.values()]);
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    await Promise.all(names.filter((n) => n.endsWith('.json')).map((n) => rm(join(this.dir, n), { force: true })));
  }
}
