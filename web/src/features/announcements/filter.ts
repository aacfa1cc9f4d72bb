import { announcementCategoryLabel } from '@shared/categories';
import type { Announcement } from '@shared/schemas';

/** docs/product.md#announcements-page: search title or content case-insensitively, one category, sort by date; in the browser. */
export type SortOrder = 'newest' | 'oldest';
export type AnnouncementFilters = { search: string; category: string; sort: SortOrder };
export const DEFAULT_FILTERS: AnnouncementFilters = { search: '', category: '', sort: 'newest' };
export const SORT_LABELS: Record<SortOrder, string> = { newest: 'Newest First', oldest: 'Oldest First' };

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

export function filterAnnouncements<T extends Pick<Announcement, 'title' | 'content' | 'date' | 'category'>>(
  list: T[],
  { search, category, sort }: AnnouncementFilters,
): T[] {
  const q = norm(search);
  const c = norm(category);
  const kept = list.filter(
    (a) => (!q || norm(a.title).includes(q) || norm(a.content).includes(q)) && (!c || norm(a.category) === c),
  );
  // Date keys sort as text; ties keep the server's order (stable sort).
  const dir = sort === 'oldest' ? 1 : -1;
  return [...kept].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? -dir : dir));
}

/** The category select's options: each distinct category once (case-insensitive), by label. */
export function distinctCategories(list: Pick<Announcement, 'category'>[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const a of list) {
    const key = norm(a.category);
    if (key && !seen.has(key)) seen.set(key, announcementCategoryLabel(a.category));
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

export const hasActiveFilters = (f: AnnouncementFilters) => !!f.search.trim() || !!f.category || f.sort !== 'newest';
