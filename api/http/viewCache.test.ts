import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Collection } from '../storage/collection';
import { MonthlyCollection } from '../storage/monthlyCollection';
import { WriteTracker } from '../storage/writeTracker';
import { tempDir } from '../testing/harness';
import { cachedView, listView, MAX_VIEWS, viewCount } from './viewCache';

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
