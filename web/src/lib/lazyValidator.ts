import type { ZodType } from 'zod';
import { loadAreas } from '@/i18n';
import { validationText } from '@/i18n/validation';

type Schemas = typeof import('@shared/schemas');
export type FormErrors<F> = Partial<Record<keyof F, string>>;
export type FormValidator<F> = (values: F) => FormErrors<F>;

/**
 * A public form's validator from a shared zod schema, the first message per field in the page's
 * language (the schemas' messages are English). zod is ~28 KB
 * gzipped that no page needs to draw itself, so the schemas load on first use (a form starts the
 * load when a field gets focus); a failed load is retried by the next call.
 */
export function lazyValidator<F>(pick: (schemas: Schemas) => ZodType): () => Promise<FormValidator<F>> {
  let loading: Promise<FormValidator<F>> | undefined;
  return () => {
    loading ??= Promise.all([import('@shared/schemas'), loadAreas('validation')]).then(
      ([schemas]) => {
        const schema = pick(schemas);
        return (values) => {
          const result = schema.safeParse(values);
          if (result.success) return {};
          const errors: FormErrors<F> = {};
          for (const issue of result.error.issues) errors[issue.path[0] as keyof F] ??= validationText(issue.message);
          return errors;
        };
      },
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };
}
