import { categoryEntry, eventCategoryColour, eventCategoryLabel } from '@shared/categories';
import { Badge } from '@/components/Badge';
import { t } from '@/i18n';

/** A known category's label in the page's language; one typed in the dashboard as it was written. */
function label(category: string | null | undefined) {
  if (!category?.trim()) return t('events.catNone');
  const known = categoryEntry(category);
  return known ? t(`events.cat_${known.value}`) : eventCategoryLabel(category);
}

export const EventBadge = ({ category }: { category: string | null | undefined }) => (
  <Badge tone={eventCategoryColour(category)}>{label(category)}</Badge>
);
