import { DASHBOARD_EVENT_CATEGORIES } from './constants';

/** Badge labels and colours (docs/product.md#categories-and-badges). Colours are CSS custom properties the web defines. */
export function announcementCategoryLabel(category: string | null | undefined): string {
  if (!category || !category.trim()) return 'General';
  const c = category.trim();
  return c.charAt(0).toUpperCase() + c.slice(1);
}
export type BadgeTone = 'primary' | 'dark' | 'mid';
export function announcementCategoryTone(category: string | null | undefined): BadgeTone {
  const c = (category ?? '').toLowerCase();
  return c === 'classes' ? 'dark' : c === 'fundraiser' ? 'mid' : 'primary';
}

const EVENT_COLOURS: Record<string, string> = {
  drum: 'amber',
  guard: 'darkgrey',
  ensemble: 'indigo',
  class: 'blue',
  performance: 'purple',
  competition: 'red',
  workshop: 'green',
  practice: 'amber',
};
/** drum amber is also the default (docs/product.md#categories-and-badges). */
export const eventCategoryColour = (category: string | null | undefined) =>
  EVENT_COLOURS[(category ?? '').toLowerCase()] ?? 'amber';
/**
 * The event categories a calendar feed can be asked for: the programs (drum, guard, ensemble) and
 * the dashboard's categories, lower case. The .ics feed matches ?category= against these and
 * nothing else, so no visitor's text reaches the feed.
 */
export const EVENT_FEED_CATEGORIES: readonly string[] = [
  ...new Set([...Object.keys(EVENT_COLOURS), ...DASHBOARD_EVENT_CATEGORIES.map((c) => c.toLowerCase())]),
];
/** The known category a ?category= value names (any case, spaces around ignored), or null. */
export const knownEventCategory = (value: string): string | null => {
  const c = value.trim().toLowerCase();
  return EVENT_FEED_CATEGORIES.includes(c) ? c : null;
};
export function eventCategoryLabel(category: string | null | undefined): string {
  const c = (category ?? '').trim();
  if (!c) return 'Event';
  const named: Record<string, string> = { drum: 'Drumline', guard: 'Color Guard', ensemble: 'Ensemble' };
  return named[c.toLowerCase()] ?? c.charAt(0).toUpperCase() + c.slice(1);
}

export function galleryBadge(item: { isVideo: boolean; category: string }): string {
  if (!item.isVideo) return 'Photo';
  return item.category === 'drumLine' ? 'Drumline' : item.category === 'colorGuard' ? 'Color Guard' : 'Video';
}
/** The training page's card badge (docs/product.md#training-page): 'Drumline', 'Color Guard' or 'Training Video'. */
export const trainingBadge = (category: string) =>
  category === 'drumLine' ? 'Drumline' : category === 'colorGuard' ? 'Color Guard' : 'Training Video';
