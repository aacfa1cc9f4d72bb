import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Collection } from '../storage/collection';
import { MonthlyCollection } from '../storage/monthlyCollection';
import { WriteTracker } from '../storage/writeTracker';
import { tempDir } from '../testing/harness';
import { TURN_BUDGET_MS } from '../../shared/node/inTurns';
import { cachedView, cachedViewInTurns, listView, MAX_VIEWS, viewCount } from './viewCache';

const root = tempDir('academy-views-');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
type Thing = { id: string; createdAt: string; text: string };

describe('cachedView', () => {
  it("keeps a collection's views until it changes, and at most MAX_VIEWS of them", async () => {
    const col = new Collection<Thing>('things', path.join(root, 'things.json'), new WriteTracker());
    await col.load();
    await col.insert({ id: 'a', text: 'one', createdAt: 'x' });
    const list = listView(col);
    expect(listView(col)).toBe(list);
    expect(JSON.parse(list.body.toString())).toEqual([{ id: 'a', text: 'one', createdAt: 'x' }]);
    await col.insert({ id: 'b', text: 'two', createdAt: 'y' });
    expect(viewCount(col)).toBe(0);
    expect(listView(col)).not.toBe(list);
    expect(() =>
      cachedView(col, 'bad', () => {
        throw new Error('400');
      }),
    ).toThrow('400');
    expect(viewCount(col)).toBe(1);
    for (let i = 0; i < MAX_VIEWS + 10; i++) cachedView(col, `k${i}`, (items) => items.length);
    expect(viewCount(col)).toBe(MAX_VIEWS);
  });

  it('builds a view in turns: once for the requests meanwhile, other work between its turns, nothing kept on failure', async () => {
    const col = new Collection<Thing>('turns', path.join(root, 'turns.json'), new WriteTracker());
    await col.load();
    await col.insert({ id: 'a', text: 'one', createdAt: 'x' });
    let builds = 0;
    let steps = 0;
    /** Steps of a tenth of a turn's budget each, 100 of them: the build spans several turns of the event loop. */
    function* count(items: readonly Thing[]) {
      builds++;
      for (let i = 0; i < 100; i++) {
        const until = performance.now() + TURN_BUDGET_MS / 10;
        while (performance.now() < until); // work
        steps++;
        yield;
      }
      return items.map((r) => r.text);
    }
    const first = cachedViewInTurns(col, 'texts', count);
    expect(cachedViewInTurns(col, 'texts', count)).toBe(first); // shared while it is built
    let stepsWhenOtherWorkRan = -1;
    setImmediate(() => (stepsWhenOtherWorkRan = steps));
    const payload = await first;
    expect(builds).toBe(1);
    expect(stepsWhenOtherWorkRan).toBeGreaterThan(0);
    expect(stepsWhenOtherWorkRan).toBeLessThan(100);
    expect(JSON.parse(payload.body.toString())).toEqual(['one']);
    // Built: the payload itself from now on, no build.
    expect(cachedViewInTurns(col, 'texts', count)).toBe(payload);
    expect(builds).toBe(1);

    // Its JSON is made an item at a time: the same text as JSON.stringify of the whole.
    const odd = [1, undefined, { a: undefined, b: 'x"é\u2028' }, [null], 'end'];
    // eslint-disable-next-line require-yield
    function* oddView() {
      return odd;
    }
    expect((await cachedViewInTurns(col, 'odd', oddView)).body.toString()).toBe(JSON.stringify(odd));
    // eslint-disable-next-line require-yield
    function* objectView() {
      return { n: 1, list: odd };
    }
    expect((await cachedViewInTurns(col, 'object', objectView)).body.toString()).toBe(
      JSON.stringify({ n: 1, list: odd }),
    );

    // A write during a build: that build answers its requests; the next request builds the new data.
    const before = cachedViewInTurns(col, 'texts2', count);
    await col.insert({ id: 'b', text: 'two', createdAt: 'y' });
    expect(JSON.parse((await before).body.toString())).toEqual(['one']);
    const after = await cachedViewInTurns(col, 'texts2', count);
    expect(JSON.parse(after.body.toString())).toEqual(['one', 'two']);

    // A query refused at once (a 400) throws at once; a build that fails is not kept.
    expect(() =>
      cachedViewInTurns(col, 'bad', () => {
        throw new Error('400');
      }),
    ).toThrow('400');
    function* failing(): Generator<void, unknown, void> {
      yield;
      throw new Error('broken');
    }
    await expect(cachedViewInTurns(col, 'failing', failing)).rejects.toThrow('broken');
    const n = viewCount(col);
    expect(await cachedViewInTurns(col, 'failing', count)).toBeTruthy();
    expect(viewCount(col)).toBe(n + 1);
  });

  it('keeps merged views of a collection by month until a change in any month', async () => {
    const dir = path.join(root, 'msgs');
    const col = new MonthlyCollection<Thing>('msgs', dir, new WriteTracker(), (a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    await col.load();
    await col.insert({ id: 'a', text: 'a', createdAt: '2026-01-10T10:00:00.000Z' });
    const list = listView(col);
    expect(listView(col)).toBe(list);
    await col.insert({ id: 'b', text: 'b', createdAt: '2025-12-10T10:00:00.000Z' });
    expect(listView(col)).not.toBe(list);
    expect(JSON.parse(listView(col).body.toString()).map((r: Thing) => r.id)).toEqual(['a', 'b']);
  });
});
