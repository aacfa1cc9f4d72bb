import { announcementCategoryLabel, announcementCategoryTone } from '@shared/categories';
import { Badge } from '@/components/Badge';
import { currentLang, t } from '@/i18n';

/** The academy's usual categories (and none: 'General') have a label in each language. */
const KNOWN = new Set([
  'general',
  'classes',
  'fundraiser',
  'performance',
  'other',
  'events',
  'news',
  'update',
  'reminder',
  'event',
  'urgent',
]);

/** A category's label in the page's language, and lang="en" for one typed in the dashboard that has none. */
export function categoryText(category: string | null | undefined): { text: string; lang?: 'en' } {
  const key = (category ?? '').trim().toLowerCase() || 'general';
  if (KNOWN.has(key)) return { text: t(`announcements.cat_${key}`) };
  return { text: announcementCategoryLabel(category), lang: currentLang() === 'en' ? undefined : 'en' };
}

export const CategoryBadge = ({ category }: { category: string | null | undefined }) => {
  const { text, lang } = categoryText(category);
  return (
    <Badge tone={announcementCategoryTone(category)}>
      <span lang={lang}>{text}</span>
    </Badge>
  );
};
