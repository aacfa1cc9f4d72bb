import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The first message per top-level field of a failed zod parse, for inline form errors; a Spanish
 * field's under 'es.<field>' (its path is translations.es.<field>).
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const [first, lang, field] = issue.path;
    const key =
      first === 'translations' && lang === 'es' && field !== undefined ? `es.${String(field)}` : String(first ?? '');
    out[key] ??= issue.message;
  }
  return out;
}
