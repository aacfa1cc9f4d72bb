/** One row of a card list: a month (or other) heading, or up to `columns` cards side by side. */
export type CardRow<T> = { kind: 'heading'; key: string; label: string } | { kind: 'cards'; key: string; items: T[] };

export type CardGroup<T> = { key: string; label?: string; items: T[] };

/** Lays groups out as rows of the grid, so a virtualizer can render only the rows on screen. */
export function cardRows<T>(
  groups: readonly CardGroup<T>[],
  columns: number,
  keyOf: (item: T) => string,
): CardRow<T>[] {
  const rows: CardRow<T>[] = [];
  const perRow = Math.max(1, columns);
  for (const g of groups) {
    if (!g.items.length) continue;
    if (g.label) rows.push({ kind: 'heading', key: `h:${g.key}`, label: g.label });
    for (let i = 0; i < g.items.length; i += perRow) {
      const items = g.items.slice(i, i + perRow);
      rows.push({ kind: 'cards', key: `r:${keyOf(items[0])}`, items });
    }
  }
  return rows;
}

/** How many columns `repeat(auto-fill, minmax(min, 1fr))` makes in `width` with `gap` between. */
export const gridColumns = (width: number, min: number, gap: number) =>
  Math.max(1, Math.floor((width + gap) / (min + gap)));
