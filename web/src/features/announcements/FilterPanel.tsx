import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { SORT_LABELS, type AnnouncementFilters, type SortOrder } from './filter';

type Props = {
  filters: AnnouncementFilters;
  categories: { value: string; label: string }[];
  onChange: (f: AnnouncementFilters) => void;
};

export function FilterPanel({ filters, categories, onChange }: Props) {
  return (
    <div className="filter-panel card" id="announcement-filters">
      <label className="filter-field filter-field--search">
        <span>Search</span>
        <InputGroup
          type="search"
          leftIcon={<SearchIcon />}
          placeholder="Search announcements..."
          value={filters.search}
          onValueChange={(search) => onChange({ ...filters, search })}
        />
      </label>
      <label className="filter-field">
        <span>Sort By</span>
        <HTMLSelect
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.currentTarget.value as SortOrder })}
          fill
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <label className="filter-field">
        <span>Category</span>
        <HTMLSelect
          value={filters.category}
          onChange={(e) => onChange({ ...filters, category: e.currentTarget.value })}
          fill
        >
          <option value="">All Categories</option>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </HTMLSelect>
      </label>
    </div>
  );
}
