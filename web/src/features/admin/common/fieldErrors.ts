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
    if (first === 'translations' && lang === 'es' && field !== undefined) {
      // Under the Spanish field itself: the schema's message names the field for the API's clients.
      out[`es.${String(field)}`] ??= issue.message.replace(/^translations\.es\.\w+ (\w)/, (_, c: string) =>
        c.toUpperCase(),
      );
      continue;
    }
    out[String(first ?? '')] ??= issue.message;
  }
  return out;
}
