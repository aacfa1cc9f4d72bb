import { lazyValidator, type FormErrors, type FormValidator } from '@/lib/lazyValidator';
import type { SubscribeFields } from './api';

export type SubscribeErrors = FormErrors<SubscribeFields>;
export type SubscribeValidator = FormValidator<SubscribeFields>;

/** The shared schema's messages, zod loaded on first use as the contact form's. */
export const loadSubscribeValidator = lazyValidator<SubscribeFields>((s) => s.subscriptionInput);
