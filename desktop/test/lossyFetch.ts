import { IDEMPOTENCY_HEADER } from '../../shared/api';

/**
 * fetch to the real server that can be told to lose the next write's answer (the server gets the
 * request and answers in full; the client sees a reset connection), or to fail the next write
 * before it leaves (connection refused: the server never sees it). Records each write's
 * Idempotency-Key and path.
 */
export function lossyFetch() {
  const keys: (string | null)[] = [];
  const writes: string[] = [];
  let next: 'drop-answer' | 'refuse' | null = null;
  let skip = 0; // writes to let through before `next` applies
  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const write = Boolean(init?.method && init.method !== 'GET');
    if (write && next === 'refuse' && skip-- <= 0) {
      next = null;
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    }
    const res = await fetch(input, init);
    if (write) {
      keys.push(new Headers(init!.headers).get(IDEMPOTENCY_HEADER));
      writes.push(`${init!.method} ${new URL(String(input)).pathname}`);
      if (next === 'drop-answer' && skip-- <= 0) {
        next = null;
        await res.arrayBuffer(); // the server answered in full
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
        });
      }
    }
    return res;
  }) as typeof fetch;
  return {
    fetch: wrapped,
    keys,
    writes,
    /** The next write reaches the server; its answer is lost. */
    dropNext: () => {
      next = 'drop-answer';
      skip = 0;
    },
    /** The next write (or the one after `after` more) fails before it leaves. */
    refuseNext: (after = 0) => {
      next = 'refuse';
      skip = after;
    },
  };
}
