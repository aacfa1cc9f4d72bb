import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { SORT_LABELS, type AnnouncementFilters, type SortOrder } from './filter';
import { t } from '@/i18n';
import { categoryText } from './CategoryBadge';

type Props = {
  filters: AnnouncementFilters;
  categories: { value: string; label: string }[];
  onChange: (f: AnnouncementFilters) => void;
};

export function FilterPanel({ filters, categories, onChange }: Props) {
  return (
    <div className="filter-panel card" id="announcement-filters">
      <label className="filter-field filter-field--search">
        <span>{t('announcements.search')}</span>
        <InputGroup
          type="search"
          leftIcon={<SearchIcon />}
          placeholder={t('announcements.searchPlaceholder')}
          value={filters.search}
          onValueChange={(search) => onChange({ ...filters, search })}
        />
      </label>
      <label className="filter-field">
        <span>{t('announcements.sortBy')}</span>
        <HTMLSelect
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.currentTarget.value as SortOrder })}
          fill
        >
          {Object.keys(SORT_LABELS).map((value) => (
            <option key={value} value={value}>
              {t(`announcements.${value}`)}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <label className="filter-field">
        <span>{t('announcements.category')}</span>
        <HTMLSelect
          value={filters.category}
          onChange={(e) => onChange({ ...filters, category: e.currentTarget.value })}
          fill
        >
          <option value="">{t('announcements.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {categoryText(c.value).text}
            </option>
          ))}
        </HTMLSelect>
      </label>
    </div>
  );
}
