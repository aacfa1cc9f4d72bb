import { describe, expect, it } from 'vitest';
import { serializeCollectionParts } from './serializeCollection';

const bytes = (doc: Record<string, unknown>) => Buffer.concat(serializeCollectionParts(doc));

describe('serializeCollectionParts (cached record JSON)', () => {
  it('is byte for byte JSON.stringify', () => {
    const records = [
      { id: 'a', title: 'Plain', createdAt: '2026-01-01T00:00:00.000Z' },
      {
        id: 'b',
        title: 'Ünïcödé ✨ 👩‍👩‍👧 "quotes" \\ back\nslash\t\u2028',
        n: 1.5e-7,
        nested: { list: [1, null, 'x'], deep: { z: true } },
        createdAt: 'x',
      },
      { id: 'c', lone: '\ud800 and \udfff', undef: undefined, fn: () => 1, date: new Date(0), createdAt: 'y' },
      { id: 'd', big: 'x'.repeat(100_000), createdAt: 'z' },
    ];
    const docs: Record<string, unknown>[] = [
      { version: 1, items: records },
      { version: 1, items: [] },
      { items: records, version: 1, extra: { keep: 'me' }, gone: undefined },
      { version: 1, items: [...records, ...records] }, // the same objects twice (cache hits)
      {},
    ];
    for (const doc of docs) expect(bytes(doc).equals(Buffer.from(JSON.stringify(doc)))).toBe(true);
  });

  it("reuses a record's bytes while the object lives: a new object is serialised afresh", () => {
    const record = { id: 'r', text: 'first', createdAt: 'x' };
    serializeCollectionParts({ version: 1, items: [record] });
    // Records are never changed in place; one that is shows the cache at work: its old bytes.
    record.text = 'changed in place';
    expect(bytes({ version: 1, items: [record] }).toString()).toContain('"first"');
    const replaced = { ...record, text: 'second' };
    expect(bytes({ version: 1, items: [replaced] }).toString()).toBe(JSON.stringify({ version: 1, items: [replaced] }));
  });

  it('joins the records into blocks of about 64 KB: a few Buffers for writev, not one per record', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ id: `m${i}`, text: 'a message '.repeat(20) }));
    const doc = { version: 1, items };
    const parts = serializeCollectionParts(doc);
    const size = Buffer.byteLength(JSON.stringify(doc));
    expect(parts.length).toBeLessThanOrEqual(Math.ceil(size / 65_536) + 1);
    expect(Buffer.concat(parts).equals(Buffer.from(JSON.stringify(doc)))).toBe(true);
  });
});
