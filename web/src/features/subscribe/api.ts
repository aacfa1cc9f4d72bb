import { CONTACT_FILL_TIME_FIELD, CONTACT_HONEYPOT_FIELD } from '@shared/constants';
import { API, withQuery } from '@shared/routes';
import type { ManageUpdate, ManageView, NoticeKind, SubscriptionProgram } from '@shared/schemas';
import { currentLang } from '@/i18n';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';

export type SubscribeFields = { email: string; programs: SubscriptionProgram[]; kinds: NoticeKind[] };

const api = () => apiFor(webPlatform);

/**
 * Asks for the confirmation email. The server answers the same for every address (new, pending,
 * subscribed or not), so the page can only say to check the inbox. The emails go in the page's
 * language. Throws ApiError otherwise.
 */
export async function subscribe(values: SubscribeFields, honeypot: string, fillMs: number): Promise<void> {
  const trap = honeypot ? { [CONTACT_HONEYPOT_FIELD]: honeypot } : {};
  const timing = { [CONTACT_FILL_TIME_FIELD]: Math.max(0, Math.round(fillMs)) };
  await api().post(API.subscriptions, { ...values, lang: currentLang(), ...trap, ...timing });
}

/** The one click of the emailed link's page: a GET of the page (a mail scanner) confirms nothing. */
export const confirmSubscription = (token: string) => api().post<ManageView>(API.subscriptionConfirm, { token });

export const loadManage = (token: string) => api().get<ManageView>(withQuery(API.subscriptionManage, { token }));

export const saveManage = (update: ManageUpdate) => api().post<ManageView>(API.subscriptionManage, update);
