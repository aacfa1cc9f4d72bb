import { describe, expect, it } from 'vitest';
import { definePage, pageLoading, subscribePageLoading } from './pageRegistry';

const Component = () => null;

describe('definePage', () => {
  it('loads once, keeps the component and says when a load is under way', async () => {
    let calls = 0;
    let resolve!: (c: typeof Component) => void;
    const page = definePage(() => {
      calls++;
      return new Promise((r) => (resolve = r));
    });
    const seen: boolean[] = [];
    const unsubscribe = subscribePageLoading(() => seen.push(pageLoading()));
    const first = page.load();
    expect(page.load()).toBe(first);
    expect(pageLoading()).toBe(true);
    resolve(Component);
    await first;
    expect(page.Component).toBe(Component);
    expect(pageLoading()).toBe(false);
    expect(calls).toBe(1);
    expect(seen.at(-1)).toBe(false);
    unsubscribe();
  });

  it('tries a failed load again (a chunk a deploy replaced, a dropped connection)', async () => {
    let fail = true;
    const page = definePage(() => (fail ? Promise.reject(new Error('chunk gone')) : Promise.resolve(Component)));
    await expect(page.load()).rejects.toThrow('chunk gone');
    expect(pageLoading()).toBe(false);
    fail = false;
    await expect(page.load()).resolves.toBe(Component);
  });
});
