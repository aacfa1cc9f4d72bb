/**
 * Runs at most `max` tasks at once; up to `maxWaiting` more wait their turn, in order. Beyond
 * that `run` rejects at once with `onFull()`'s error, so a burst is refused instead of queued
 * without end.
 */
export class ConcurrencyLimit {
  private running = 0;
  private waiting: (() => void)[] = [];
  constructor(
    readonly max: number,
    readonly maxWaiting: number,
    private readonly onFull: () => Error,
  ) {}

  get active(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.maxWaiting) throw this.onFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so a new arrival cannot overtake it.
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Runs at most `max` tasks at once, each key (a client) at most `perKey` of them, the rest
 * waiting in their own key's line; a freed slot goes to the next key in turn (round robin), so
 * a burst from one client waits behind itself and another client's task starts at the next
 * free slot. A key's line holds at most `perKeyWaiting`, all lines together `maxWaiting`;
 * beyond that `run` rejects at once with `onFull()`'s error.
 */
export class FairConcurrencyLimit {
  private running = 0;
  private runningPer = new Map<string, number>();
  /** Waiting tasks per key; the Map's order is the turn order. */
  private lines = new Map<string, (() => void)[]>();
  private waitingCount = 0;
  constructor(
    readonly max: number,
    readonly perKey: number,
    readonly perKeyWaiting: number,
    readonly maxWaiting: number,
    private readonly onFull: () => Error,
  ) {}

  get active(): number {
    return this.running;
  }
  get waiting(): number {
    return this.waitingCount;
  }

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (this.running < this.max && (this.runningPer.get(key) ?? 0) < this.perKey) this.begin(key);
    else {
      const line = this.lines.get(key) ?? [];
      if (line.length >= this.perKeyWaiting || this.waitingCount >= this.maxWaiting) throw this.onFull();
      this.lines.set(key, line);
      this.waitingCount++;
      // begin() is called by finish() for this waiter before it resolves.
      await new Promise<void>((resolve) => line.push(resolve));
    }
    try {
      return await task();
    } finally {
      this.finish(key);
    }
  }

  private begin(key: string) {
    this.running++;
    this.runningPer.set(key, (this.runningPer.get(key) ?? 0) + 1);
  }

  private finish(key: string) {
    this.running--;
    const left = (this.runningPer.get(key) ?? 1) - 1;
    if (left) this.runningPer.set(key, left);
    else this.runningPer.delete(key);
    for (const [k, line] of this.lines) {
      if (this.running >= this.max) return;
      if ((this.runningPer.get(k) ?? 0) >= this.perKey) continue;
      const next = line.shift()!;
      this.lines.delete(k);
      // Back of the turn order: every other waiting key goes before this one's next task.
      if (line.length) this.lines.set(k, line);
      this.waitingCount--;
      this.begin(k);
      next();
    }
  }
}
