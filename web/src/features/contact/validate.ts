import { lazyValidator, type FormErrors, type FormValidator } from '@/lib/lazyValidator';

export type ContactFields = { name: string; email: string; subject: string; message: string };
export type FieldErrors = FormErrors<ContactFields>;
export type ContactValidator = FormValidator<ContactFields>;
export const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };

/** The shared schema's messages (docs/product.md#contact-form), zod loaded on first use. */
export const loadContactValidator = lazyValidator<ContactFields>((s) => s.contactInput);
