import { useMemo } from 'react';
import { HTMLSelect } from '@blueprintjs/core';

export const ALL_CATEGORIES = '';

/** The categories present in a list, by label, with their counts: "Classes (12)". */
export function categoryOptions<T>(items: readonly T[], labelOf: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(labelOf(item), (counts.get(labelOf(item)) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, n]) => ({ value: label, label: `${label} (${n})` }));
}

/** A "Category" filter over the labels the cards show; "All categories" keeps everything. */
export function CategorySelect<T>(props: {
  items: readonly T[];
  labelOf: (item: T) => string;
  value: string;
  onChange: (label: string) => void;
}) {
  const { items, labelOf } = props;
  const options = useMemo(() => categoryOptions(items, labelOf), [items, labelOf]);
  return (
    <label className="admin-toolbar-field">
      Category
      <HTMLSelect
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        options={[{ value: ALL_CATEGORIES, label: 'All categories' }, ...options]}
      />
    </label>
  );
}

export const byCategory = <T,>(items: T[], labelOf: (item: T) => string, label: string) =>
  label === ALL_CATEGORIES ? items : items.filter((item) => labelOf(item) === label);
