import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrencyLimit';

/** A task that finishes when the test says so. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('ConcurrencyLimit', () => {
  it('runs at most max at once, the rest in arrival order', async () => {
    const limit = new ConcurrencyLimit(2, 10, () => new Error('full'));
    const tasks = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    let peak = 0;
    const runs = tasks.map((t, i) =>
      limit.run(async () => {
        started.push(i);
        peak = Math.max(peak, limit.active);
        await t.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (const t of tasks) t.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(limit.active).toBe(0);
  });

  it('refuses at once when the waiting line is full, and frees the slot after a failure', async () => {
    const limit = new ConcurrencyLimit(1, 1, () => new Error('full'));
    const first = deferred();
    const a = limit.run(() => first.done);
    const b = limit.run(async () => 'b');
    await expect(limit.run(async () => 'c')).rejects.toThrow('full');
    first.finish();
    await a;
    expect(await b).toBe('b');
    await expect(limit.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'after')).toBe('after');
    expect(limit.active).toBe(0);
  });
});
