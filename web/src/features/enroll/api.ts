import { CONTACT_FILL_TIME_FIELD, CONTACT_HONEYPOT_FIELD } from '@shared/constants';
import { API, withQuery } from '@shared/routes';
import type { ClassView, MyEnrollment } from '@shared/schemas';
import { currentLang } from '@/i18n';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';

const api = () => apiFor(webPlatform);

export type EnrollFields = {
  name: string;
  email: string;
  phone: string;
  firstName: string;
  age: string;
  policies: boolean;
  photos: boolean;
};

export const loadClasses = () => api().get<ClassView[]>(API.classes);

/** The request; the answer is the same whatever the address, so the page can only say to check the inbox. */
export async function sendRequest(eventId: string, f: EnrollFields, honeypot: string, fillMs: number) {
  const trap = honeypot ? { [CONTACT_HONEYPOT_FIELD]: honeypot } : {};
  return api().post<{ message: string }>(API.enrollments, {
    eventId,
    guardian: { name: f.name, email: f.email, ...(f.phone.trim() ? { phone: f.phone } : {}) },
    child: { firstName: f.firstName, age: Number(f.age) },
    lang: currentLang(),
    consents: { policies: f.policies, photos: f.photos },
    ...trap,
    [CONTACT_FILL_TIME_FIELD]: Math.max(0, Math.round(fillMs)),
  });
}

export const confirmRequest = (token: string) => api().post<MyEnrollment>(API.enrollmentConfirm, { token });
export const answerOffer = (token: string, accept: boolean) =>
  api().post<MyEnrollment>(API.enrollmentOffer, { token, accept });
export const loadMine = (token: string) => api().get<MyEnrollment>(withQuery(API.enrollmentMine, { token }));
export const withdrawMine = (token: string) => api().post<MyEnrollment>(API.enrollmentWithdraw, { token });
export const deleteMine = (token: string) => api().del(withQuery(API.enrollmentMine, { token }));
