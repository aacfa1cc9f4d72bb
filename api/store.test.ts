import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AtomicFile, Collection, serializeCollection, serializeCollectionParts, WriteTracker } from './store';
import { tempDir } from './testing';

const dir = tempDir('academy-store-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('serializeCollection (cached record JSON)', () => {
  it('is byte for byte JSON.stringify', () => {
    const records = [
      { id: 'a', title: 'Plain', createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'b', title: 'Ünïcödé ✨ 👩‍👩‍👧 "quotes" \\ back\nslash\t\u2028', n: 1.5e-7, nested: { list: [1, null, 'x'], deep: { z: true } }, createdAt: 'x' },
      { id: 'c', lone: '\ud800 and \udfff', undef: undefined, fn: () => 1, date: new Date(0), createdAt: 'y' },
      { id: 'd', big: 'x'.repeat(100_000), createdAt: 'z' },
    ];
    const docs: Record<string, unknown>[] = [
      { version: 1, items: records },
      { version: 1, items: [] },
      { items: records, version: 1, extra: { keep: 'me' }, gone: undefined },
      { version: 1, items: [...records, ...records] }, // the same objects twice (cache hits)
    ];
    for (const doc of docs) expect(serializeCollection(doc).equals(Buffer.from(JSON.stringify(doc)))).toBe(true);
  });
  it('AtomicFile writes a long list of parts (more than IOV_MAX) in order', async () => {
    const doc = { version: 1, items: Array.from({ length: 5000 }, (_, i) => ({ id: `r${i}`, text: 'ü'.repeat(i % 7), createdAt: 'x' })) };
    const parts = serializeCollectionParts(doc);
    expect(parts.length).toBeGreaterThan(2048);
    const file = path.join(dir, 'parts.json');
    await new AtomicFile(file).write(parts);
    expect(fs.readFileSync(file).equals(Buffer.from(JSON.stringify(doc)))).toBe(true);
  });
  it('a collection file after inserts, updates and removes equals JSON.stringify of its data', async () => {
    const file = path.join(dir, 'things.json');
    const col = new Collection<{ id: string; createdAt: string; updatedAt?: string; text: string }>('things', file, new WriteTracker());
    await col.load();
    for (let i = 0; i < 50; i++) await col.insert({ id: `t${i}`, text: `thing ${i} ✨`, createdAt: new Date(i).toISOString() });
    await col.update('t3', (old) => ({ ...old, text: 'changed "three"' }));
    await col.remove('t7');
    await Promise.all([col.insert({ id: 'x1', text: 'burst 1', createdAt: 'a' }), col.insert({ id: 'x2', text: 'burst 2', createdAt: 'b' }), col.update('t4', (o) => ({ ...o, text: 'four' }))]);
    const onDisk = fs.readFileSync(file);
    // No order given: all() is the stored order, so this is exactly what lowdb's JSON.stringify wrote.
    expect(onDisk.equals(Buffer.from(JSON.stringify({ version: 1, items: col.all() })))).toBe(true);
    const parsed = JSON.parse(onDisk.toString());
    expect(parsed.items).toHaveLength(51);
    expect(parsed.items.find((r: any) => r.id === 't3').text).toBe('changed "three"');
    expect(parsed.items.find((r: any) => r.id === 't4').text).toBe('four');
    expect(parsed.items.some((r: any) => r.id === 't7')).toBe(false);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
