import { announcementCategoryLabel, announcementCategoryTone } from '@shared/categories';
import { Badge } from '@/components/Badge';

export const CategoryBadge = ({ category }: { category: string | null | undefined }) => (
  <Badge tone={announcementCategoryTone(category)}>{announcementCategoryLabel(category)}</Badge>
);
