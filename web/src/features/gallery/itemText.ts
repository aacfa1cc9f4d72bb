import type { GalleryItem } from '@shared/schemas';
import type { Translations } from '@shared/translations';
import { contentText } from '@/i18n/content';

// Until the gallery schema carries its Spanish (docs/decisions.md, "Spanish"), typed here.
type Translated = GalleryItem & { translations?: Translations<'title' | 'description'> };

/** A gallery item's title or description in the page's language, with the lang for its element (contentText). */
export const itemText = (item: GalleryItem, field: 'title' | 'description') => contentText(item as Translated, field);
