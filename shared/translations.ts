/**
 * Content in Spanish (docs/decisions.md, "Spanish"): a record may carry `translations: {es: {...}}`
 * with the same text fields, each optional. Spanish pages show the Spanish text when present, else
 * the English, marked lang="en" on its element so a screen reader pronounces it right.
 */
import type { Lang } from './lang';

/** The text fields each collection may carry in Spanish. */
export const TRANSLATABLE = {
  announcements: ['title', 'content', 'location'],
  events: ['title', 'description', 'location'],
  gallery: ['title', 'description'],
  // An instructor's role is stored in `title` ("Percussion Instructor").
  instructors: ['title', 'bio'],
} as const;
export type TranslatableCollection = keyof typeof TRANSLATABLE;
/**
 * What one date of a series changed by the admin may carry in Spanish: its note to parents and
 * the place it moved to (the series' own Spanish place no longer applies there).
 */
export const EXCEPTION_TRANSLATABLE = ['location', 'note'] as const;

export type Translations<F extends string> = { es?: Partial<Record<F, string>> };
type WithTranslations = { translations?: { es?: Partial<Record<string, string | undefined>> } };

/** The text to show of `field` in `lang`, and the language it is in (for the element's lang attribute). */
export function localized<R extends WithTranslations, F extends keyof R & string>(
  record: R,
  field: F,
  lang: Lang,
): { text: string; lang: Lang } {
  const own = (record[field] as string | undefined) ?? '';
  if (lang === 'en') return { text: own, lang: 'en' };
  const es = record.translations?.es?.[field]?.trim();
  return es ? { text: es, lang: 'es' } : { text: own, lang: 'en' };
}

/** The fields of a record that have English text but no Spanish (the dashboard's "needs Spanish" mark). */
export function missingSpanish(collection: TranslatableCollection, record: Record<string, unknown> & WithTranslations) {
  return TRANSLATABLE[collection].filter(
    (f) =>
      typeof record[f] === 'string' && (record[f] as string).trim() !== '' && !record.translations?.es?.[f]?.trim(),
  );
}
