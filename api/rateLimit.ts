import { fail } from './errors';

/**
 * Fixed-window counters in memory, keyed by address (and page). Used for login failures
 * (5 per 15 minutes) and accepted contact messages (5 per 10 minutes).
 */
export class RateLimiter {
  private hits = new Map<string, number[]>();
  constructor(readonly max: number, readonly windowMs: number, private readonly now = () => Date.now()) {}

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
  /** Throws 429 with Retry-After when the key is over its limit. */
  assert(key: string, message: string) {
    const wait = this.retryAfter(key);
    if (wait) fail(429, message, undefined, { 'Retry-After': String(wait) });
  }
  hit(key: string) {
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.sweep();
  }
  reset(key: string) {
    this.hits.delete(key);
  }
  private sweep() {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}
