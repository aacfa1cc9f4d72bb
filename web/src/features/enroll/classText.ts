import { formatTimeRange } from '@shared/dates';
import type { ClassView } from '@shared/schemas';
import { currentLang, t } from '@/i18n';

/** The class's title in the page's language (the English one when it has no Spanish). */
export const classTitle = (c: Pick<ClassView, 'title' | 'translations'>) =>
  (currentLang() === 'es' ? c.translations?.es?.title : undefined) || c.title;

/** "Tuesdays and Thursdays, 4:00 PM - 5:30 PM" in the academy's timezone. */
export function classWhen(c: ClassView, tz: string): string {
  // The server gives the rule's days (shared/recurrence.ts ruleDays decides them, rrule stays off this page).
  const days = (c.recurrence.byDay ?? []).map((d) => t(`enroll.day.${d}`));
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} ${t('enroll.and')} ${days.at(-1)}` : days[0];
  const text = `${list}, ${formatTimeRange(c.startTime, c.endTime, tz)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function classAges(c: Pick<ClassView, 'ageMin' | 'ageMax'>): string {
  if (c.ageMin != null && c.ageMax != null) return t('enroll.ages', { min: c.ageMin, max: c.ageMax });
  if (c.ageMin != null) return t('enroll.agesFrom', { min: c.ageMin });
  if (c.ageMax != null) return t('enroll.agesTo', { max: c.ageMax });
  return t('enroll.allAges');
}

/** "3 seats left", "Waitlist: 2 families ahead" (no ICU plural: the page's budget, messages.test.ts). */
export function seatsText(c: ClassView): string {
  if (c.seatsLeft === 1) return t('enroll.seatsLeftOne');
  if (c.seatsLeft > 1) return t('enroll.seatsLeftMany', { count: c.seatsLeft });
  if (c.waitlisted === 0) return t('enroll.waitlistNone');
  return c.waitlisted === 1 ? t('enroll.waitlistOne') : t('enroll.waitlistMany', { count: c.waitlisted });
}
