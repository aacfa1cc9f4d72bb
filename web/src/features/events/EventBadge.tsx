import { eventCategoryColour, eventCategoryLabel } from '@shared/categories';
import { Badge } from '@/components/Badge';

export const EventBadge = ({ category }: { category: string | null | undefined }) => (
  <Badge tone={eventCategoryColour(category)}>{eventCategoryLabel(category)}</Badge>
);
