import { TooMany } from '../errors';

/** A counted attempt; `release()` takes it back when the attempt turned out not to count. */
export type Reservation = { release(): void };

/**
 * Sliding-window counters in memory, keyed by client (clientKey.ts), network, mailbox or
 * anything else a caller names. Used for sign-in failures (signInLimits.ts), accepted contact
 * messages (5 per 10 minutes per client), subscriptions and confirmation emails.
 *
 * An attempt is reserved synchronously, before the handler awaits anything: a burst of
 * concurrent requests is counted as it arrives, so the sixth of thirty sent at once is refused
 * even though none of the first five has finished yet.
 */
export class RateLimiter {
  private hits = new Map<string, number[]>();
  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now = () => Date.now(),
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }
  /** Seconds until another attempt is allowed, or 0 when allowed now. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.max) return 0;
    return Math.max(1, Math.ceil((list[0] + this.windowMs - this.now()) / 1000));
  }
  /** Counts one attempt now, or throws 429 with Retry-After when the key is at its limit. */
  reserve(key: string, message: string): Reservation {
    const wait = this.retryAfter(key);
    if (wait) throw new TooMany(message, { retryAfter: wait });
    return this.add(key);
  }
  /** Counts one attempt now whatever the count (a budget that tightens others rather than refusing). */
  add(key: string): Reservation {
    const at = this.now();
    const list = this.recent(key);
    list.push(at);
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.sweep();
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const current = this.hits.get(key);
        const i = current?.indexOf(at) ?? -1;
        if (i >= 0) current!.splice(i, 1);
      },
    };
  }
  /** Forgets every attempt of the key (a successful login clears its failures). */
  reset(key: string) {
    this.hits.delete(key);
  }
  private sweep() {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}
