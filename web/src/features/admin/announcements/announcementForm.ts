import { announcementInput, type Announcement } from '@shared/schemas';
import { fieldErrors, type FieldErrors } from '../common/fieldErrors';
import { spanishOf, withTranslations, type SpanishValues } from '../common/spanishForm';

export type AnnouncementForm = {
  title: string;
  content: string;
  location: string;
  date: string;
  category: string;
  /** ISO instants ('' for none: public at once, never expires), picked in the academy's timezone. */
  publishAt: string;
  expiresAt: string;
  urgent: boolean;
  /** The Spanish of the title and content (translations.es). */
  es: SpanishValues<'announcements'>;
};

/** docs/product.md#announcements-tab: date defaults to today; location and category start empty. */
export const emptyAnnouncementForm = (today: string): AnnouncementForm => ({
  title: '',
  content: '',
  location: '',
  date: today,
  category: '',
  publishAt: '',
  expiresAt: '',
  urgent: false,
  es: spanishOf('announcements'),
});

export const announcementToForm = (a: Announcement): AnnouncementForm => ({
  title: a.title,
  content: a.content,
  location: a.location ?? '',
  date: a.date,
  category: a.category ?? '',
  publishAt: a.publishAt ?? '',
  expiresAt: a.expiresAt ?? '',
  urgent: a.urgent ?? false,
  es: spanishOf('announcements', a),
});

/**
 * The payload for POST/PUT, or the inline errors. The date is already a calendar date key, so
 * the spec's "noon local time" normalisation has nothing left to fix (docs/decisions.md#exact-announcement-dates).
 */
export function validateAnnouncement(
  form: AnnouncementForm,
): { input: ReturnType<typeof announcementInput.parse> } | { errors: FieldErrors } {
  const result = announcementInput.safeParse(withTranslations(form));
  return result.success ? { input: result.data } : { errors: fieldErrors(result.error) };
}
