import { createElement } from 'react';
import { localized } from '@shared/translations';
import { currentLang, t } from './index';

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
  // A Spanish text written the same as the English is a name kept as it is ("Main Street"):
  // English words, marked so a screen reader says them in English (no "(en inglés)" for it).
  const keptName = page !== 'en' && shown.lang === page && shown.text === String(record[field] ?? '').trim();
  return { text: shown.text, lang: keptName ? 'en' : shown.lang === page ? undefined : shown.lang };
}

/** Whether the page shows `field` in English because the record has no Spanish for it. */
const fellBack = <R extends object>(record: R, field: keyof R & string) =>
  currentLang() !== 'en' && localized(record as R & WithTranslations, field, currentLang()).lang === 'en';

/**
 * "(en inglés)" once per item on a Spanish page whose shown text fell back to English in any of
 * `fields` (the administrator wrote no Spanish), so a family knows why; nothing otherwise.
 */
export function InEnglish<R extends object>({ record, fields }: { record: R; fields: (keyof R & string)[] }) {
  const english = fields.some((f) => record[f] && fellBack(record, f));
  return english ? createElement('span', { className: 'in-english' }, ` ${t('layout.inEnglish')}`) : null;
}
