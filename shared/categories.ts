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

/**
 * The event categories, one vocabulary for the demo data, the dashboard and the site: the stored
 * value (matched without regard to case), the site's label and the calendar colour.
 */
export const EVENT_CATEGORIES = [
  { value: 'drum', label: 'Drumline', colour: 'amber' },
  { value: 'guard', label: 'Color Guard', colour: 'darkgrey' },
  { value: 'ensemble', label: 'Ensemble', colour: 'indigo' },
  { value: 'class', label: 'Class', colour: 'blue' },
  { value: 'performance', label: 'Performance', colour: 'purple' },
  { value: 'competition', label: 'Competition', colour: 'red' },
  { value: 'workshop', label: 'Workshop', colour: 'green' },
  { value: 'practice', label: 'Practice', colour: 'amber' },
  { value: 'other', label: 'Other', colour: 'amber' },
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number]['value'];
export const categoryEntry = (category: string | null | undefined) => {
  const c = (category ?? '').trim().toLowerCase();
  return EVENT_CATEGORIES.find((k) => k.value === c);
};

/** drum amber is also the default (docs/product.md#categories-and-badges). */
export const eventCategoryColour = (category: string | null | undefined) => categoryEntry(category)?.colour ?? 'amber';
/**
 * The event categories a calendar feed can be asked for (EVENT_CATEGORIES' values). The .ics feed
 * matches ?category= against these and nothing else, so no visitor's text reaches the feed.
 */
export const EVENT_FEED_CATEGORIES: readonly string[] = /* @__PURE__ */ EVENT_CATEGORIES.map((k) => k.value);
/** The known category a ?category= value names (any case, spaces around ignored), or null. */
export const knownEventCategory = (value: string): string | null => categoryEntry(value)?.value ?? null;
export function eventCategoryLabel(category: string | null | undefined): string {
  const c = (category ?? '').trim();
  if (!c) return 'Event';
  return categoryEntry(c)?.label ?? c.charAt(0).toUpperCase() + c.slice(1);
}

export function galleryBadge(item: { isVideo: boolean; category: string }): string {
  if (!item.isVideo) return 'Photo';
  return item.category === 'drumLine' ? 'Drumline' : item.category === 'colorGuard' ? 'Color Guard' : 'Video';
}
/** The training page's card badge (docs/product.md#training-page): 'Drumline', 'Color Guard' or 'Training Video'. */
export const trainingBadge = (category: string) =>
  category === 'drumLine' ? 'Drumline' : category === 'colorGuard' ? 'Color Guard' : 'Training Video';
