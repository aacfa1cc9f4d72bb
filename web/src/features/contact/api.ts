import { CONTACT_FILL_TIME_FIELD, CONTACT_HONEYPOT_FIELD } from '@shared/constants';
import { API } from '@shared/routes';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';
import type { ContactFields } from './validate';

/**
 * Sends the message with how long the form was open (the server drops posts faster than a
 * person types); any non-ok status is a failure (the client throws), the body is not read.
 */
export async function sendContact(values: ContactFields, honeypot: string, fillMs: number): Promise<void> {
  const trap = honeypot ? { [CONTACT_HONEYPOT_FIELD]: honeypot } : {};
  const timing = { [CONTACT_FILL_TIME_FIELD]: Math.max(0, Math.round(fillMs)) };
  await apiFor(webPlatform).post(API.contact, { ...values, ...trap, ...timing });
}
