import { announcementCategoryLabel } from '@shared/categories';
import { DEFAULT_FILTERS, SORT_LABELS, hasActiveFilters, type AnnouncementFilters } from './filter';

/** One removable chip per active filter (search, category, a non-default sort) and 'Clear All'. */
export function FilterChips({
  filters,
  onChange,
}: {
  filters: AnnouncementFilters;
  onChange: (f: AnnouncementFilters) => void;
}) {
  if (!hasActiveFilters(filters)) return null;
  const chips: { key: string; label: string; clear: Partial<AnnouncementFilters> }[] = [];
  if (filters.search.trim())
    chips.push({ key: 'search', label: `Search: "${filters.search.trim()}"`, clear: { search: '' } });
  if (filters.category)
    chips.push({
      key: 'category',
      label: `Category: ${announcementCategoryLabel(filters.category)}`,
      clear: { category: '' },
    });
  if (filters.sort !== 'newest')
    chips.push({ key: 'sort', label: `Sort: ${SORT_LABELS[filters.sort]}`, clear: { sort: 'newest' } });
  return (
    <div className="filter-chips" aria-label="Active filters" role="group">
      {chips.map((c) => (
        <span className="chip" key={c.key} data-chip={c.key}>
          {c.label}
          <button
            type="button"
            aria-label={`Remove ${c.key} filter`}
            onClick={() => onChange({ ...filters, ...c.clear })}
          >
            ×
          </button>
        </span>
      ))}
      <button type="button" className="chip-clear" onClick={() => onChange(DEFAULT_FILTERS)}>
        Clear All
      </button>
    </div>
  );
}
