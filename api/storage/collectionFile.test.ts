import fs from 'node:fs';
import path from 'node:path';
import { Low } from 'lowdb';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness';
import { CollectionFile, type CollectionDoc } from './collectionFile';
import { StoreError } from './storeError';

const dir = tempDir('academy-collection-file-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
type Rec = { id: string; n: number };

describe('CollectionFile (lowdb adapter)', () => {
  it('reads null when there is no file yet, so lowdb keeps its default data', async () => {
    const empty: CollectionDoc<Rec> = { version: 1, items: [] };
    const db = new Low(new CollectionFile<Rec>(path.join(dir, 'new.json')), empty);
    await db.read();
    expect(db.data).toBe(empty);
  });

  it('reads what it wrote, byte for byte compact JSON', async () => {
    const file = path.join(dir, 'round.json');
    const db = new Low(new CollectionFile<Rec>(file), { version: 1, items: [{ id: 'a', n: 1 }] });
    await db.update((d) => d.items.push({ id: 'b', n: 2 }));
    expect(fs.readFileSync(file, 'utf8')).toBe('{"version":1,"items":[{"id":"a","n":1},{"id":"b","n":2}]}');
    const again = new Low(new CollectionFile<Rec>(file), { version: 1, items: [] });
    await again.read();
    expect(again.data).toEqual({
      version: 1,
      items: [
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
      ],
    });
  });

  it('refuses a file without an items array, and a damaged file', async () => {
    fs.writeFileSync(path.join(dir, 'noitems.json'), '{"version":1,"items":{}}');
    await expect(new CollectionFile(path.join(dir, 'noitems.json')).read()).rejects.toThrow(StoreError);
    await expect(new CollectionFile(path.join(dir, 'noitems.json')).read()).rejects.toThrow(/no "items" array/);
    fs.writeFileSync(path.join(dir, 'damaged.json'), '{"version":1,"items":[');
    await expect(new CollectionFile(path.join(dir, 'damaged.json')).read()).rejects.toThrow(/not valid JSON/);
  });
});
