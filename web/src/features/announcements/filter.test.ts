import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, distinctCategories, filterAnnouncements, hasActiveFilters } from './filter';

const list = [
  { title: 'Spring Concert', content: 'Join us', date: '2026-04-10', category: 'performance' },
  { title: 'Bake sale', content: 'Cookies for the CONCERT fund', date: '2026-05-01', category: 'fundraiser' },
  { title: 'New classes', content: 'Beginner drumline', date: '2026-03-02', category: 'Classes' },
  { title: 'Note', content: 'No category', date: '2026-04-10', category: null },
];

describe('filterAnnouncements', () => {
  it('sorts newest first by default and oldest first on request', () => {
    expect(filterAnnouncements(list, DEFAULT_FILTERS).map((a) => a.date)).toEqual([
      '2026-05-01',
      '2026-04-10',
      '2026-04-10',
      '2026-03-02',
    ]);
    expect(filterAnnouncements(list, { ...DEFAULT_FILTERS, sort: 'oldest' })[0].title).toBe('New classes');
  });
  it('searches title and content case-insensitively', () => {
    const titles = filterAnnouncements(list, { ...DEFAULT_FILTERS, search: ' concert ' }).map((a) => a.title);
    expect(titles).toEqual(['Bake sale', 'Spring Concert']);
  });
  it('filters by category case-insensitively', () => {
    expect(filterAnnouncements(list, { ...DEFAULT_FILTERS, category: 'classes' }).map((a) => a.title)).toEqual([
      'New classes',
    ]);
  });
});

describe('distinctCategories', () => {
  it('lists each category once with its display label, skipping missing ones', () => {
    const more = [...list, { category: 'PERFORMANCE' }, { category: '' }];
    expect(distinctCategories(more)).toEqual([
      { value: 'classes', label: 'Classes' },
      { value: 'fundraiser', label: 'Fundraiser' },
      { value: 'performance', label: 'Performance' },
    ]);
  });
});

it('hasActiveFilters is false only for the defaults', () => {
  expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
  expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'oldest' })).toBe(true);
  expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: '  ' })).toBe(false);
});
