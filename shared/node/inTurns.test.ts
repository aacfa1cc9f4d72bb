import { describe, expect, it } from 'vitest';
import type { Steps } from '../steps';
import { runInTurns, TURN_BUDGET_MS } from './inTurns';

/** A build of `n` steps of `ms` of work each, returning `value`. */
function* work<T>(n: number, ms: number, value: T): Steps<T> {
  for (let i = 0; i < n; i++) {
    const until = performance.now() + ms;
    while (performance.now() < until); // work, not a wait
    yield;
  }
  return value;
}

describe('runInTurns', () => {
  it('lets the event loop turn every few milliseconds however many builds run at once', async () => {
    // 20 builds of 20 steps of a quarter of a budget: about 400 ms of work in all. Turns of 20
    // steps of each build would let the loop turn once in the middle; a shared budget, ~100 times.
    let ticks = 0;
    let done = false;
    const tick = () => {
      if (done) return;
      ticks++;
      setImmediate(tick);
    };
    const builds = Array.from({ length: 20 }, (_, i) => runInTurns(work(20, TURN_BUDGET_MS / 4, i)));
    setImmediate(tick);
    const results = await Promise.all(builds);
    done = true;
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(ticks).toBeGreaterThan(30);
  });

  it('a build that throws is rejected; the others go on', async () => {
    function* broken(): Steps<number> {
      yield;
      throw new Error('broken');
    }
    const ok = runInTurns(work(10, 0, 'ok'));
    await expect(runInTurns(broken())).rejects.toThrow('broken');
    expect(await ok).toBe('ok');
  });
});
