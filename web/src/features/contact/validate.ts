import { contactInput } from '@shared/schemas';

export type ContactFields = { name: string; email: string; subject: string; message: string };
export type FieldErrors = Partial<Record<keyof ContactFields, string>>;
export const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };

/** The shared zod schema gives the spec's messages (docs/product.md#contact-form); the first per field is shown. */
export function validateContact(values: ContactFields): FieldErrors {
  const result = contactInput.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof ContactFields;
    errors[key] ??= issue.message;
  }
  return errors;
}
