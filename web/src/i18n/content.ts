import { localized } from '@shared/translations';
import { currentLang } from './index';

type WithTranslations = { translations?: { es?: Partial<Record<string, string | undefined>> } };

/**
 * A record's text in the page's language (its translations.es on a Spanish page, when it has
 * one), and `lang` to put on its element when the text is not in the page's language (English
 * shown on a Spanish page), so a screen reader pronounces it right.
 */
export function contentText<R extends object, F extends keyof R & string>(
  record: R,
  field: F,
): { text: string; lang: 'en' | 'es' | undefined } {
  const page = currentLang();
  // Records typed before their translations field existed have none in their type, not in their data.
  const shown = localized(record as R & WithTranslations, field, page);
  return { text: shown.text, lang: shown.lang === page ? undefined : shown.lang };
}
