import { CONTACT_FILL_TIME_FIELD, CONTACT_HONEYPOT_FIELD } from '@shared/constants';
import { CONTACT_OUTBOX_KEY, type OutboxMessage } from '@shared/offline';
import { API } from '@shared/routes';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';
import type { ContactFields } from './validate';

/**
 * Sends the message with how long the form was open (the server drops posts faster than a
 * person types); any non-ok status is a failure (the client throws), the body is not read.
 */
export async function sendContact(values: ContactFields, honeypot: string, fillMs: number): Promise<'sent' | 'kept'> {
  const trap = honeypot ? { [CONTACT_HONEYPOT_FIELD]: honeypot } : {};
  const timing = { [CONTACT_FILL_TIME_FIELD]: Math.max(0, Math.round(fillMs)) };
  const body = { ...values, ...trap, ...timing };
  // One key for this message, kept with it in the outbox: if the answer was lost after the
  // server stored it, the later send gets the first answer instead of storing it twice.
  const id = crypto.randomUUID();
  try {
    await apiFor(webPlatform).post(API.contact, body, { idempotencyKey: id });
    return 'sent';
  } catch (e) {
    // No answer at all (offline, no signal): kept on the phone and sent when the network is back
    // (web/src/pwa/register.ts). An answer, even an error, means the server decided.
    if (!(e instanceof TypeError)) throw e;
    const outbox = JSON.parse(localStorage.getItem(CONTACT_OUTBOX_KEY) ?? '[]') as OutboxMessage[];
    outbox.push({ id, body });
    localStorage.setItem(CONTACT_OUTBOX_KEY, JSON.stringify(outbox));
    return 'kept';
  }
}
