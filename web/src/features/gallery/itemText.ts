import type { GalleryItem } from '@shared/schemas';
import { localized, type Translations } from '@shared/translations';
import { currentLang } from '@/i18n';

// Until the gallery schema carries its Spanish (docs/decisions.md, "Spanish"), typed here.
type Translated = GalleryItem & { translations?: Translations<'title' | 'description'> };

/** A gallery item's title or description in the page's language, and the language it is in. */
export const itemText = (item: GalleryItem, field: 'title' | 'description') =>
  localized(item as Translated, field, currentLang());
