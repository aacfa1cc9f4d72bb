import { describe, expect, it } from 'vitest';
import { WriteTracker } from './writeTracker';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('WriteTracker', () => {
  it('idle() waits for every write in flight, failed ones included', async () => {
    const tracker = new WriteTracker();
    const a = deferred();
    const b = deferred();
    const log: string[] = [];
    void tracker.run(() => a.promise.then(() => log.push('a')));
    void tracker.run(() => b.promise.then(() => Promise.reject(new Error('b')))).catch(() => log.push('b failed'));
    const idle = tracker.idle().then(() => log.push('idle'));
    a.resolve();
    b.resolve();
    await idle;
    expect(log).toEqual(['a', 'b failed', 'idle']);
  });

  it('exclusive() runs after the writes in flight, and new writes wait for it', async () => {
    const tracker = new WriteTracker();
    const running = deferred();
    const alone = deferred();
    const log: string[] = [];
    const first = tracker.run(() => running.promise.then(() => log.push('running write')));
    const exclusive = tracker.exclusive(async () => {
      log.push('exclusive starts');
      await alone.promise;
      log.push('exclusive ends');
    });
    const later = tracker.run(async () => log.push('later write'));
    running.resolve();
    await first;
    await new Promise<void>((r) => setImmediate(r));
    expect(log).toEqual(['running write', 'exclusive starts']);
    alone.resolve();
    await Promise.all([exclusive, later]);
    expect(log).toEqual(['running write', 'exclusive starts', 'exclusive ends', 'later write']);
  });
});
