import { CONTACT_HONEYPOT_FIELD } from '@shared/constants';
import { API } from '@shared/routes';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';
import type { ContactFields } from './validate';

/** Sends the message; any non-ok status is a failure (the client throws), the body is not read. */
export async function sendContact(values: ContactFields, honeypot: string): Promise<void> {
  const trap = honeypot ? { [CONTACT_HONEYPOT_FIELD]: honeypot } : {};
  await apiFor(webPlatform).post(API.contact, { ...values, ...trap });
}
