import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness';
import { Collection } from './collection';
import { StoreError } from './storeError';
import { StorageUnavailableError } from './storageFailure';
import { WriteTracker } from './writeTracker';

const root = tempDir('academy-collection-');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => fs.mkdtempSync(path.join(root, `d${++n}-`));
type Thing = { id: string; createdAt: string; updatedAt?: string; text: string };
const open = async (file: string, order?: (a: Thing, b: Thing) => number) => {
  const col = new Collection<Thing>('things', file, new WriteTracker(), order);
  const existed = await col.load();
  return { col, existed };
};

describe('Collection', () => {
  it('creates a missing file on load, and reads an existing one', async () => {
    const file = path.join(freshDir(), 'things.json');
    const first = await open(file);
    expect(first.existed).toBe(false);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"version":1,"items":[]}');
    await first.col.insert({ id: 'a', text: 'kept', createdAt: 'x' });
    const second = await open(file);
    expect(second.existed).toBe(true);
    expect(second.col.all()).toEqual([{ id: 'a', text: 'kept', createdAt: 'x' }]);
  });

  it('stops on a file it cannot use, naming it and leaving it untouched', async () => {
    const file = path.join(freshDir(), 'things.json');
    fs.writeFileSync(file, '{"version":1,"items":[{"id":"a"');
    const err = await open(file).catch((e) => e);
    expect(err).toBeInstanceOf(StoreError);
    expect(err.message).toContain(file);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"version":1,"items":[{"id":"a"');
  });

  it('removes temporary files that a killed process left, and nothing else', async () => {
    const dir = freshDir();
    const left = ['.things.json.4242-7.tmp', '.things.json.tmp'];
    for (const name of [...left, '.other.json.1-1.tmp']) fs.writeFileSync(path.join(dir, name), 'half');
    await open(path.join(dir, 'things.json'));
    expect(fs.readdirSync(dir).sort()).toEqual(['.other.json.1-1.tmp', 'things.json']);
  });

  it('after inserts, updates and removes the file equals JSON.stringify of its data', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'things.json');
    const { col } = await open(file);
    for (let i = 0; i < 50; i++) {
      await col.insert({ id: `t${i}`, text: `thing ${i} ✨`, createdAt: new Date(i).toISOString() });
    }
    await col.update('t3', (old) => ({ ...old, text: 'changed "three"' }));
    await col.remove('t7');
    await Promise.all([
      col.insert({ id: 'x1', text: 'burst 1', createdAt: 'a' }),
      col.insert({ id: 'x2', text: 'burst 2', createdAt: 'b' }),
      col.update('t4', (o) => ({ ...o, text: 'four' })),
    ]);
    const onDisk = fs.readFileSync(file);
    // No order given: all() is the stored order, so this is exactly what JSON.stringify would write.
    expect(onDisk.equals(Buffer.from(JSON.stringify({ version: 1, items: col.all() })))).toBe(true);
    const parsed = JSON.parse(onDisk.toString());
    expect(parsed.items).toHaveLength(51);
    expect(parsed.items.find((r: Thing) => r.id === 't3').text).toBe('changed "three"');
    expect(parsed.items.find((r: Thing) => r.id === 't4').text).toBe('four');
    expect(parsed.items.some((r: Thing) => r.id === 't7')).toBe(false);
    expect(fs.readdirSync(dir)).toEqual(['things.json']);
  });

  it('a write the disk refuses answers 503 to every change it carried and undoes them in memory', async () => {
    const dir = freshDir();
    const file = path.join(dir, 'things.json');
    const { col } = await open(file, (a, b) => a.id.localeCompare(b.id));
    await col.insert({ id: 'a', text: 'stays', createdAt: 'x' });
    await col.insert({ id: 'b', text: 'stays too', createdAt: 'x' });
    const before = col.all();
    fs.rmSync(dir, { recursive: true }); // the folder is gone: every write fails (ENOENT)
    const results = await Promise.allSettled([
      col.insert({ id: 'c', text: 'lost', createdAt: 'x' }),
      col.update('a', (o) => ({ ...o, text: 'lost' })),
      col.remove('b'),
    ]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(StorageUnavailableError);
    }
    expect(col.all()).toEqual(before);
    fs.mkdirSync(dir);
    await col.insert({ id: 'd', text: 'back', createdAt: 'x' });
    expect(
      JSON.parse(fs.readFileSync(file, 'utf8'))
        .items.map((r: Thing) => r.id)
        .sort(),
    ).toEqual(['a', 'b', 'd']);
    expect(fs.readdirSync(dir)).toEqual(['things.json']);
  });

  it('after a refused write, changes made while it ran are undone too, so memory is exactly as before', async () => {
    const dir = freshDir();
    const { col } = await open(path.join(dir, 'things.json'));
    await col.insert({ id: 'a', text: 'stays', createdAt: 'x' });
    await col.insert({ id: 'b', text: 'stays too', createdAt: 'x' });
    const before = col.all();
    fs.rmSync(dir, { recursive: true });
    // The insert's write starts at once; the other changes wait for it, on top of the inserted record.
    const results = await Promise.allSettled([
      col.insert({ id: 'c', text: 'lost', createdAt: 'x' }),
      col.update('c', (o) => ({ ...o, text: 'lost again' })),
      col.retain((r) => r.id !== 'a'),
      col.insert({ id: 'd', text: 'lost', createdAt: 'x' }),
      col.retain((r) => r.id !== 'c'),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('rejected'));
    expect(col.all()).toEqual(before);
    fs.mkdirSync(dir);
    await col.insert({ id: 'e', text: 'back', createdAt: 'x' });
    expect(JSON.parse(fs.readFileSync(col.file, 'utf8')).items.map((r: Thing) => r.id)).toEqual(['a', 'b', 'e']);
  });

  it('finds each record by id after inserts, updates, removals, retains, undone changes and replacements', async () => {
    const dir = freshDir();
    const { col } = await open(path.join(dir, 'things.json'));
    const ids = () => ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => col.get(id)?.text ?? null);
    for (const id of ['a', 'b', 'c', 'd']) await col.insert({ id, text: id, createdAt: 'x' });
    await col.update('b', (o) => ({ ...o, text: 'b2' }));
    await col.remove('a');
    await col.update('c', (o) => ({ ...o, text: 'c2' })); // after a removal moved it
    expect(ids()).toEqual([null, 'b2', 'c2', 'd', null, null]);
    await col.retain((r) => r.id !== 'b');
    await col.insert({ id: 'e', text: 'e', createdAt: 'x' });
    expect(ids()).toEqual([null, null, 'c2', 'd', 'e', null]);
    fs.rmSync(dir, { recursive: true });
    const lost = await Promise.allSettled([
      col.remove('c'),
      col.insert({ id: 'f', text: 'f', createdAt: 'x' }),
      col.update('d', (o) => ({ ...o, text: 'd2' })),
    ]);
    expect(lost.map((r) => r.status)).toEqual(Array(3).fill('rejected'));
    expect(ids()).toEqual([null, null, 'c2', 'd', 'e', null]);
    fs.mkdirSync(dir);
    expect(await col.update('e', (o) => ({ ...o, text: 'e2' }))).toMatchObject({ text: 'e2' });
    col.setAllUntracked([
      { id: 'f', text: 'f', createdAt: 'x' },
      { id: 'c', text: 'c3', createdAt: 'x' },
    ]);
    expect(ids()).toEqual([null, null, 'c3', null, null, 'f']);
    col.mapUntracked((r) => ({ ...r, text: `${r.text}!` }));
    expect(ids()).toEqual([null, null, 'c3!', null, null, 'f!']);
  });
});
