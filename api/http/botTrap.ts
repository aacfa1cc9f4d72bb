import { CONTACT_MIN_FILL_MS } from '../../shared/constants';

/**
 * Whether a public form's post is a bot's: the hidden honeypot field filled, or the form sent
 * sooner than a person can fill it (formFillMs, an elapsed time, so a wrong clock can't trip it).
 * Such a post is answered like an accepted one and dropped (the contact form, the subscription form).
 */
export const isTrappedPost = (honeypot: string | undefined, fillMs: number | undefined) =>
  Boolean(honeypot && honeypot.trim()) || (fillMs !== undefined && fillMs < CONTACT_MIN_FILL_MS);
