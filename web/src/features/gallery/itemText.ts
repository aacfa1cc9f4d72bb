import type { GalleryItem } from '@shared/schemas';
import { localized, type Translations } from '@shared/translations';
import { currentLang } from '@/i18n';

// Until the gallery schema carries its Spanish (docs/decisions.md, "Spanish"), typed here.
type Translated = GalleryItem & { translations?: Translations<'title' | 'description'> };

/**
 * A gallery item's title or description in the page's language, and the lang for its element when
 * it is not in the page's language (English on a Spanish page), else undefined.
 */
export function itemText(item: GalleryItem, field: 'title' | 'description') {
  const page = currentLang();
  const shown = localized(item as Translated, field, page);
  return { text: shown.text, lang: shown.lang === page ? undefined : shown.lang };
}
