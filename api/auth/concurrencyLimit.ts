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
