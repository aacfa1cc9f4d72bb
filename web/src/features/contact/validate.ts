export type ContactFields = { name: string; email: string; subject: string; message: string };
export type FieldErrors = Partial<Record<keyof ContactFields, string>>;
export type ContactValidator = (values: ContactFields) => FieldErrors;
export const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };

let loading: Promise<ContactValidator> | undefined;

/**
 * The shared zod schema gives the spec's messages (docs/product.md#contact-form); the first per
 * field is shown. zod is ~28 KB gzipped the page does not need to show itself, so the schema is
 * loaded on first use (the form starts it when a field gets focus); a failed load is retried.
 */
export function loadContactValidator(): Promise<ContactValidator> {
  loading ??= import('@shared/schemas').then(
    ({ contactInput }) =>
      (values) => {
        const result = contactInput.safeParse(values);
        if (result.success) return {};
        const errors: FieldErrors = {};
        for (const issue of result.error.issues) {
          const key = issue.path[0] as keyof ContactFields;
          errors[key] ??= issue.message;
        }
        return errors;
      },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
