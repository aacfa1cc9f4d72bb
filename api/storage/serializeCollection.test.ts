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
    const before = serializeCollectionParts({ version: 1, items: [record] });
    const again = serializeCollectionParts({ version: 1, items: [record] });
    expect(again.find((b) => b.toString().includes('first'))).toBe(before.find((b) => b.toString().includes('first')));
    const replaced = { ...record, text: 'second' };
    expect(bytes({ version: 1, items: [replaced] }).toString()).toBe(JSON.stringify({ version: 1, items: [replaced] }));
  });
});
