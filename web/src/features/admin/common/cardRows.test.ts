import { describe, expect, it } from 'vitest';
import { cardRows, gridColumns } from './cardRows';

describe('cardRows', () => {
  it('puts a heading before each non-empty group and its cards in rows of the column count', () => {
    const rows = cardRows(
      [
        { key: '2026-12', label: 'December 2026', items: ['a', 'b', 'c', 'd'] },
        { key: '2027-01', label: 'January 2027', items: [] },
        { key: '2027-02', label: 'February 2027', items: ['e'] },
      ],
      3,
      (s) => s,
    );
    expect(rows.map((r) => (r.kind === 'heading' ? r.label : r.items.join('')))).toEqual([
      'December 2026',
      'abc',
      'd',
      'February 2027',
      'e',
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });
  it('an unlabelled group has no heading; zero columns still gives one card a row', () => {
    expect(cardRows([{ key: 'all', items: [1, 2] }], 0, String).map((r) => r.kind)).toEqual(['cards', 'cards']);
  });
  it('counts the columns of an auto-fill grid as CSS does', () => {
    expect(gridColumns(1232, 300, 16)).toBe(3);
    expect(gridColumns(932, 300, 16)).toBe(3);
    expect(gridColumns(931, 300, 16)).toBe(2);
    expect(gridColumns(358, 300, 16)).toBe(1);
    expect(gridColumns(100, 300, 16)).toBe(1);
  });
});
