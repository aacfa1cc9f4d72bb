import { useMemo, useState } from 'react';
import { missingSpanish, TRANSLATABLE, type TranslatableCollection } from '@shared/translations';

/** A form's Spanish values, one string per translatable field ('' for none). */
export type SpanishValues<C extends TranslatableCollection> = Record<(typeof TRANSLATABLE)[C][number], string>;

type WithSpanish = { translations?: { es?: Partial<Record<string, string>> } };

/** The Spanish fields of a record as form values (every field present, '' where none). */
export function spanishOf<C extends TranslatableCollection>(
  collection: C,
  record?: WithSpanish | null,
): SpanishValues<C> {
  const es = record?.translations?.es ?? {};
  return Object.fromEntries(TRANSLATABLE[collection].map((f) => [f, es[f] ?? ''])) as SpanishValues<C>;
}

/**
 * The payload's shape for a form that keeps its Spanish under `es`: the record's `translations`
 * (the schema drops the blank fields, and the whole key when all are).
 */
export function withTranslations<F extends { es: Record<string, string> }>({ es, ...rest }: F) {
  return { ...rest, translations: { es } };
}

/** The records of `items` that lack Spanish for some field with English text. */
export const needingSpanish = <T extends Record<string, unknown>>(collection: TranslatableCollection, items: T[]) =>
  items.filter((item) => missingSpanish(collection, item).length > 0);

/**
 * The "Needs Spanish only" toggle of a tab: how many of `items` need Spanish, and the items it
 * lets through (every one when off). The tab's other filters apply after it.
 */
export function useSpanishFilter<T extends Record<string, unknown>>(collection: TranslatableCollection, items: T[]) {
  const [only, setOnly] = useState(false);
  const needing = useMemo(() => needingSpanish(collection, items), [collection, items]);
  return {
    items: only ? needing : items,
    filterProps: { count: needing.length, checked: only, onChange: setOnly },
  };
}

/**
 * A BilingualField's props for one translatable field of a form that keeps its Spanish under `es`
 * (useEntityForm's form, setForm and errors): both values, both setters, both errors.
 */
export const bilingualProps =
  <F extends { es: Record<string, string> }>(
    form: F,
    setForm: (update: (form: F) => F) => void,
    errors: Partial<Record<string, string>>,
  ) =>
  <K extends keyof F['es'] & keyof F & string>(field: K) => ({
    value: (form[field] as string | undefined) ?? '',
    onChange: (value: string) => setForm((f) => ({ ...f, [field]: value })),
    error: errors[field],
    es: form.es[field],
    onEsChange: (value: string) => setForm((f) => ({ ...f, es: { ...f.es, [field]: value } })),
    esError: errors[`es.${field}`],
  });
