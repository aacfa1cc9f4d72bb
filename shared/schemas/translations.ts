import { z } from 'zod';

/** What a record keeps of its Spanish: only the fields with text (absent when none has). */
export type StoredTranslations<F extends string> = { es?: Partial<Record<F, string>> };

/**
 * A record's `translations: {es: {...}}` (docs/decisions.md, "Spanish"): exactly the given
 * fields (a collection's TRANSLATABLE, or a series exception's), each optional, with the English field's length limit. Blank means no
 * Spanish, so an emptied field is stored absent and the page falls back to the English. Every
 * message names the full path (translations.es.title): the 400's message is the first issue's.
 */
export function translationsField<F extends string>(fields: readonly F[], limits: Record<F, number>) {
  const text = (field: string, max: number) =>
    z
      .string({ error: `translations.es.${field} must be text` })
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : undefined))
      .pipe(z.string().max(max, `translations.es.${field} must be at most ${max} characters`).optional());
  const shape = Object.fromEntries(fields.map((f) => [f, text(f, limits[f])])) as Record<F, ReturnType<typeof text>>;
  const es = z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `translations.es.${issue.keys[0]} is not translated (only ${fields.join(', ')})`
          : 'translations.es must be an object',
    })
    .nullish();
  return z
    .strictObject(
      { es },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `translations.${issue.keys[0]} is not a language of the site (only es)`
            : 'translations must be an object',
      },
    )
    .nullish()
    .transform((value): StoredTranslations<F> | undefined => {
      const kept = Object.entries(value?.es ?? {}).filter(([, v]) => v !== undefined);
      return kept.length ? { es: Object.fromEntries(kept) as Partial<Record<F, string>> } : undefined;
    })
    .optional(); // an optional key of the record's type too, so records written without it still type-check
}
