import { categoryEntry, EVENT_CATEGORIES, eventCategoryLabel } from './categories';

// Apart from categories.ts: a module the public pages and the dashboard share goes whole into the
// chunk every page loads, and this is the dashboard's alone.
/**
 * The category choices of the event form, labelled as on the site: None, then every category.
 * The event's own value stays selectable as stored ('Class' stays 'Class', an unknown one is
 * added), so saving never changes it unasked.
 */
export function eventCategoryOptions(current: string): { value: string; label: string }[] {
  const own = categoryEntry(current);
  const options = [
    { value: '', label: 'None' },
    ...EVENT_CATEGORIES.map((k) => ({ value: k === own ? current : k.value, label: k.label })),
  ];
  if (current.trim() && !own) options.push({ value: current, label: eventCategoryLabel(current) });
  return options;
}
