import { CONTACT_HONEYPOT_FIELD } from '@shared/constants';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';
import type { ContactFields } from './validate';

/** POST /api/contact; any non-ok status is a failure (the client throws), the body is not read. */
export async function sendContact(values: ContactFields, honeypot: string): Promise<void> {
  await apiFor(webPlatform).post('/api/contact', { ...values, ...(honeypot ? { [CONTACT_HONEYPOT_FIELD]: honeypot } : {}) });
}
