import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness';
import { MonthlyCollection, monthOf } from './monthlyCollection';
import { splitLegacyFile } from './splitMonths';
import { StoreError } from './storeError';
import { StorageUnavailableError } from './storageFailure';
import { WriteTracker } from './writeTracker';

const root = tempDir('academy-monthly-');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDir = () => fs.mkdtempSync(path.join(root, `d${++n}-`));
type Msg = { id: string; createdAt: string; text: string };
const newestFirst = (a: Msg, b: Msg) => b.createdAt.localeCompare(a.createdAt);
const open = async (dataDir: string, tracker = new WriteTracker(), partRecords?: number) => {
  const col = new MonthlyCollection<Msg>(
    'msgs',
    path.join(dataDir, 'msgs'),
    tracker,
    newestFirst,
    path.join(dataDir, 'msgs.json'),
    partRecords,
  );
  const existed = await col.load();
  return { col, existed, tracker };
};
const msg = (id: string, createdAt: string, text = id): Msg => ({ id, createdAt, text });
const fileItems = (dataDir: string, month: string): Msg[] =>
  JSON.parse(fs.readFileSync(path.join(dataDir, 'msgs', `${month}.json`), 'utf8')).items;
const ls = (dir: string) => fs.readdirSync(dir).sort();

describe('MonthlyCollection', () => {
  it('files each record under the UTC month of its createdAt', () => {
    expect(monthOf('2026-01-31T23:59:59.999Z')).toBe('2026-01');
    expect(monthOf('2026-02-01T00:30:00+01:00')).toBe('2026-01');
    expect(monthOf('not a date')).toBe('0000-00');
    expect(monthOf('+275760-09-13T00:00:00.000Z')).toBe('0000-00');
  });

  it('a write rewrites only its month; records, order and files survive a reload', async () => {
    const dir = freshDir();
    const { col, existed } = await open(dir);
    expect(existed).toBe(false);
    expect(ls(path.join(dir, 'msgs'))).toEqual([]);
    await col.insert(msg('a', '2026-01-10T10:00:00.000Z'));
    await col.insert(msg('b', '2026-03-02T10:00:00.000Z'));
    await col.insert(msg('c', '2026-01-20T10:00:00.000Z'));
    expect(ls(path.join(dir, 'msgs'))).toEqual(['2026-01.json', '2026-03.json']);
    const march = fs.statSync(path.join(dir, 'msgs', '2026-03.json')).ino;
    await col.update('a', (o) => ({ ...o, text: 'changed' }));
    await col.remove('c');
    // The March file was not rewritten (an atomic write replaces the inode).
    expect(fs.statSync(path.join(dir, 'msgs', '2026-03.json')).ino).toBe(march);
    expect(fileItems(dir, '2026-01')).toEqual([msg('a', '2026-01-10T10:00:00.000Z', 'changed')]);
    expect(col.all().map((r) => r.id)).toEqual(['b', 'a']);
    expect(col.size).toBe(2);
    expect(col.get('a')?.text).toBe('changed');
    expect(col.get('c')).toBeUndefined();
    expect(await col.insertNew(msg('b', '2026-03-02T10:00:00.000Z', 'again'))).toBe(false);

    const again = await open(dir);
    expect(again.existed).toBe(true);
    expect(again.col.all()).toEqual(col.all());
    expect(again.col.get('b')?.text).toBe('b');
    expect(await again.col.update('missing', (o) => o)).toBeUndefined();
    expect(await again.col.remove('missing')).toBe(false);
  });

  it('moves its revision on a change in any month (the HTTP view cache keys on it)', async () => {
    const { col } = await open(freshDir());
    await col.insert(msg('a', '2026-01-10T10:00:00.000Z'));
    let rev = col.revision;
    await col.insert(msg('b', '2025-12-10T10:00:00.000Z'));
    expect(col.revision).toBeGreaterThan(rev);
    expect(col.all().map((r) => r.id)).toEqual(['a', 'b']);
    rev = col.revision;
    await col.update('b', (o) => ({ ...o, text: 'x' }));
    expect(col.revision).toBeGreaterThan(rev);
  });

  it('sorts records that sit in another month than their createdAt (a hand-edited folder)', async () => {
    const dir = freshDir();
    fs.mkdirSync(path.join(dir, 'msgs'));
    const items = [msg('late', '2026-05-01T00:00:00.000Z'), msg('early', '2026-01-01T00:00:00.000Z')];
    fs.writeFileSync(path.join(dir, 'msgs', '2026-02.json'), JSON.stringify({ version: 1, items }));
    fs.writeFileSync(
      path.join(dir, 'msgs', '2026-03.json'),
      JSON.stringify({ version: 1, items: [msg('mid', '2026-03-01T00:00:00.000Z')] }),
    );
    fs.writeFileSync(path.join(dir, 'msgs', '.2026-03.json.99-1.tmp'), 'half');
    fs.writeFileSync(path.join(dir, 'msgs', 'notes.txt'), 'not a month');
    const { col } = await open(dir);
    expect(col.all().map((r) => r.id)).toEqual(['late', 'mid', 'early']);
    expect(ls(path.join(dir, 'msgs'))).toEqual(['2026-02.json', '2026-03.json', 'notes.txt']);
    // Changes stay in the file the record is in.
    await col.update('late', (o) => ({ ...o, text: 'changed' }));
    expect(fileItems(dir, '2026-02')[0].text).toBe('changed');
  });

  it('stops on a month file it cannot use, naming it', async () => {
    const dir = freshDir();
    fs.mkdirSync(path.join(dir, 'msgs'));
    const bad = path.join(dir, 'msgs', '2026-01.json');
    fs.writeFileSync(bad, '{"version":1,"items":[');
    const err = await open(dir).catch((e) => e);
    expect(err).toBeInstanceOf(StoreError);
    expect(err.message).toContain(bad);
  });

  it('a refused write answers 503 and is undone in memory; the next write goes through', async () => {
    const dir = freshDir();
    const { col } = await open(dir);
    await col.insert(msg('a', '2026-01-10T10:00:00.000Z'));
    await col.insert(msg('b', '2026-02-10T10:00:00.000Z'));
    const before = col.all();
    fs.rmSync(path.join(dir, 'msgs'), { recursive: true }); // the folder is gone: every write fails (ENOENT)
    const results = await Promise.allSettled([
      col.insert(msg('c', '2026-01-11T10:00:00.000Z')),
      col.update('a', (o) => ({ ...o, text: 'lost' })),
      col.remove('a'),
    ]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(StorageUnavailableError);
    }
    expect(col.all()).toEqual(before);
    expect(col.get('c')).toBeUndefined();
    expect(col.get('a')?.text).toBe('a');
    fs.mkdirSync(path.join(dir, 'msgs'));
    await col.update('b', (o) => ({ ...o, text: 'fine' }));
    expect(fileItems(dir, '2026-02')[0].text).toBe('fine');
    expect(col.get('b')?.text).toBe('fine');
  });

  it('retain rewrites only the months that lose a record', async () => {
    const dir = freshDir();
    const { col } = await open(dir);
    await col.insert(msg('a', '2026-01-10T10:00:00.000Z'));
    await col.insert(msg('b', '2026-02-10T10:00:00.000Z'));
    await col.insert(msg('c', '2026-02-11T10:00:00.000Z'));
    const jan = fs.statSync(path.join(dir, 'msgs', '2026-01.json')).ino;
    await col.retain((r) => r.id !== 'b');
    expect(fs.statSync(path.join(dir, 'msgs', '2026-01.json')).ino).toBe(jan);
    expect(fileItems(dir, '2026-02').map((r) => r.id)).toEqual(['c']);
    expect(col.get('b')).toBeUndefined();
  });

  it('replacing everything (an import) writes the new months and removes the emptied ones', async () => {
    const dir = freshDir();
    const { col, tracker } = await open(dir);
    await col.insert(msg('old', '2025-06-10T10:00:00.000Z'));
    await tracker.exclusive(async () => {
      col.setAllUntracked([msg('x', '2026-01-10T10:00:00.000Z'), msg('y', '2026-04-10T10:00:00.000Z')]);
      await col.writeUntracked();
    });
    expect(ls(path.join(dir, 'msgs'))).toEqual(['2026-01.json', '2026-04.json']);
    expect(col.all().map((r) => r.id)).toEqual(['y', 'x']);
    expect(col.get('old')).toBeUndefined();
    await col.insert(msg('z', '2025-06-11T10:00:00.000Z'));
    expect(fileItems(dir, '2025-06').map((r) => r.id)).toEqual(['z']);
  });

  it('a write asked for during an import waits for it and lands in the imported data', async () => {
    const dir = freshDir();
    const { col, tracker } = await open(dir);
    let release!: () => void;
    const importing = tracker.exclusive(async () => {
      await new Promise<void>((r) => (release = r));
      col.setAllUntracked([msg('x', '2026-01-10T10:00:00.000Z')]);
      await col.writeUntracked();
    });
    await Promise.resolve();
    const insert = col.insert(msg('late', '2026-07-01T10:00:00.000Z'));
    release();
    await Promise.all([importing, insert]);
    expect(col.all().map((r) => r.id)).toEqual(['late', 'x']);
    expect((await open(dir)).col.all().map((r) => r.id)).toEqual(['late', 'x']);
  });
});

describe('a month that outgrows its file', () => {
  const jan = (i: number) => msg(`m${i}`, `2026-01-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`);
  const ids = (dir: string, key: string) => fileItems(dir, key).map((r) => r.id);

  it('goes on in YYYY-MM.2.json and on: a write rewrites one bounded file', async () => {
    const dir = freshDir();
    const { col } = await open(dir, undefined, 3);
    for (let i = 0; i < 7; i++) await col.insert(jan(i));
    expect(ls(path.join(dir, 'msgs'))).toEqual(['2026-01.2.json', '2026-01.3.json', '2026-01.json']);
    expect(col.partKeys()).toEqual(['2026-01', '2026-01.2', '2026-01.3']);
    expect([ids(dir, '2026-01'), ids(dir, '2026-01.2'), ids(dir, '2026-01.3')]).toEqual([
      ['m0', 'm1', 'm2'],
      ['m3', 'm4', 'm5'],
      ['m6'],
    ]);
    const first = fs.statSync(path.join(dir, 'msgs', '2026-01.json')).ino;
    // A record leaving an early part does not send new ones back there: they go to the last.
    await col.remove('m0');
    await col.update('m4', (o) => ({ ...o, text: 'read' }));
    await col.insert(jan(7));
    expect(ids(dir, '2026-01')).toEqual(['m1', 'm2']);
    expect(ids(dir, '2026-01.3')).toEqual(['m6', 'm7']);
    expect(fileItems(dir, '2026-01.2').find((r) => r.id === 'm4')?.text).toBe('read');
    expect(fs.statSync(path.join(dir, 'msgs', '2026-01.json')).ino).not.toBe(first); // the remove
    const reloaded = (await open(dir, undefined, 3)).col;
    expect(reloaded.all().map((r) => r.id)).toEqual(['m7', 'm6', 'm5', 'm4', 'm3', 'm2', 'm1']);
    expect(reloaded.get('m4')?.text).toBe('read');
    await reloaded.insert(jan(8));
    expect(ids(dir, '2026-01.3')).toEqual(['m6', 'm7', 'm8']);
    await reloaded.insert(jan(9));
    expect(ids(dir, '2026-01.4')).toEqual(['m9']);
  });

  it('an import fills the parts oldest first and removes the parts it no longer needs', async () => {
    const dir = freshDir();
    const { col, tracker } = await open(dir, undefined, 3);
    for (let i = 0; i < 10; i++) await col.insert(jan(i));
    expect(ls(path.join(dir, 'msgs'))).toHaveLength(4);
    await tracker.exclusive(async () => {
      col.setAllUntracked([4, 0, 3, 1, 2].map(jan));
      await col.writeUntracked();
    });
    expect(ls(path.join(dir, 'msgs'))).toEqual(['2026-01.2.json', '2026-01.json']);
    expect([ids(dir, '2026-01'), ids(dir, '2026-01.2')]).toEqual([
      ['m0', 'm1', 'm2'],
      ['m3', 'm4'],
    ]);
    expect(col.all().map((r) => r.id)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
  });

  it('leaves files of other names alone', async () => {
    const dir = freshDir();
    fs.mkdirSync(path.join(dir, 'msgs'));
    for (const name of ['2026-01.1.json', '2026-01.02.json', 'notes.json'])
      fs.writeFileSync(path.join(dir, 'msgs', name), 'not JSON');
    const { col } = await open(dir, undefined, 3);
    expect(col.size).toBe(0);
    await col.insert(jan(0));
    expect(ls(path.join(dir, 'msgs'))).toEqual(['2026-01.02.json', '2026-01.1.json', '2026-01.json', 'notes.json']);
  });
});

describe('splitting a one-file collection into months', () => {
  const legacy = (dir: string, items: Msg[]) =>
    fs.writeFileSync(path.join(dir, 'msgs.json'), JSON.stringify({ version: 1, items }));
  const items = [
    msg('a', '2025-11-03T10:00:00.000Z'),
    msg('b', '2025-12-24T10:00:00.000Z'),
    msg('c', '2025-12-31T23:00:00.000Z'),
    msg('d', '2026-01-01T00:00:00.000Z'),
  ];

  it('splits on load and keeps the old file in a pre-migration folder', async () => {
    const dir = freshDir();
    legacy(dir, items);
    const { col, existed } = await open(dir);
    expect(existed).toBe(true);
    expect(ls(path.join(dir, 'msgs'))).toEqual(['2025-11.json', '2025-12.json', '2026-01.json']);
    expect(fileItems(dir, '2025-12').map((r) => r.id)).toEqual(['b', 'c']);
    expect(col.all().map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);
    const copies = ls(dir).filter((name) => name.startsWith('pre-migration-'));
    expect(copies).toHaveLength(1);
    expect(JSON.parse(fs.readFileSync(path.join(dir, copies[0], 'msgs.json'), 'utf8')).items).toEqual(items);
    expect(fs.existsSync(path.join(dir, 'msgs.json'))).toBe(false);
    // Nothing left to split: a second load changes nothing.
    await open(dir);
    expect(ls(dir).filter((name) => name.startsWith('pre-migration-'))).toHaveLength(1);
  });

  it('a split interrupted after some month files were written neither loses nor duplicates a record', async () => {
    const dir = freshDir();
    legacy(dir, items);
    // What a crash half-way leaves: December written (with a later message already there is
    // impossible, so just the split's own records), November not, the old file still in place.
    fs.mkdirSync(path.join(dir, 'msgs'));
    fs.writeFileSync(
      path.join(dir, 'msgs', '2025-12.json'),
      JSON.stringify({ version: 1, items: [items[1], items[2]] }),
    );
    fs.writeFileSync(path.join(dir, 'msgs', '.2025-11.json.77-3.tmp'), '{"version":1,"it');
    const { col } = await open(dir);
    expect(col.all().map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(fileItems(dir, '2025-12').map((r) => r.id)).toEqual(['b', 'c']);
    expect(ls(path.join(dir, 'msgs'))).toEqual(['2025-11.json', '2025-12.json', '2026-01.json']);
  });

  it('a split interrupted after every month file was written, before the old file moved, is finished once', async () => {
    const dir = freshDir();
    const msgs = path.join(dir, 'msgs');
    fs.mkdirSync(msgs);
    legacy(dir, items);
    // Run the split's file writes, then put the old file back as if the rename had not happened.
    await splitLegacyFile<Msg>(path.join(dir, 'msgs.json'), msgs, (r) => monthOf(r.createdAt));
    const copy = ls(dir).find((name) => name.startsWith('pre-migration-'))!;
    fs.copyFileSync(path.join(dir, copy, 'msgs.json'), path.join(dir, 'msgs.json'));
    const { col } = await open(dir);
    expect(col.size).toBe(4);
    expect(col.all().map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);
    for (const month of ['2025-11', '2025-12', '2026-01'])
      expect(new Set(fileItems(dir, month).map((r) => r.id)).size).toBe(fileItems(dir, month).length);
  });

  it('leaves an unreadable old file in place and stops, naming it', async () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, 'msgs.json'), '{"version":1,"items":[');
    const err = await open(dir).catch((e) => e);
    expect(err).toBeInstanceOf(StoreError);
    expect(err.message).toContain('msgs.json');
    expect(fs.readFileSync(path.join(dir, 'msgs.json'), 'utf8')).toBe('{"version":1,"items":[');
  });
});
