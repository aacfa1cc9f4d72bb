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

  it('a failed load stays failed for the visit that met it, is no longer counted as loading, and another visit tries again', async () => {
    let calls = 0;
    const page = definePage(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('no connection')) : Promise.resolve(Component);
    });
    const first = page.load('visit-1');
    await expect(first).rejects.toThrow('no connection');
    expect(pageLoading()).toBe(false);
    expect(page.load('visit-1')).toBe(first);
    expect(calls).toBe(1);
    await expect(page.load('visit-2')).resolves.toBe(Component);
    expect(page.Component).toBe(Component);
    expect(calls).toBe(2);
  });

  it("a load that failed before the first render (main.tsx) is that visit's failure, tried again on the next", async () => {
    let calls = 0;
    const page = definePage(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('no connection')) : Promise.resolve(Component);
    });
    const atStart = page.load();
    await expect(atStart).rejects.toThrow('no connection');
    expect(page.load('first-visit')).toBe(atStart);
    expect(page.load('first-visit')).toBe(atStart);
    expect(calls).toBe(1);
    await expect(page.load('next-visit')).resolves.toBe(Component);
    expect(calls).toBe(2);
  });
});
