import { t } from '@/i18n';
import { categoryText } from './CategoryBadge';
import { DEFAULT_FILTERS, hasActiveFilters, type AnnouncementFilters } from './filter';

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
    chips.push({
      key: 'search',
      label: t('announcements.chipSearch', { search: filters.search.trim() }),
      clear: { search: '' },
    });
  if (filters.category)
    chips.push({
      key: 'category',
      label: t('announcements.chipCategory', { category: categoryText(filters.category).text }),
      clear: { category: '' },
    });
  if (filters.sort !== 'newest')
    chips.push({
      key: 'sort',
      label: t('announcements.chipSort', { sort: t(`announcements.${filters.sort}`) }),
      clear: { sort: 'newest' },
    });
  return (
    <div className="filter-chips" aria-label={t('announcements.activeFilters')} role="group">
      {chips.map((c) => (
        <span className="chip" key={c.key} data-chip={c.key}>
          {c.label}
          <button
            type="button"
            aria-label={t(`announcements.remove${c.key[0].toUpperCase()}${c.key.slice(1)}`)}
            onClick={() => onChange({ ...filters, ...c.clear })}
          >
            ×
          </button>
        </span>
      ))}
      <button type="button" className="chip-clear" onClick={() => onChange(DEFAULT_FILTERS)}>
        {t('announcements.clearAll')}
      </button>
    </div>
  );
}
