import { TRANSLATABLE } from '../translations';
import { z } from 'zod';
import { MSG } from '../messages';
import { translationsField } from './translations';
import { optionalText, requiredText, storedDateKey, storedDateTime, versionedMeta } from './common';

/**
 * An optional instant: null or '' means none (the key is left out of the record); anything else
 * must be an ISO 8601 date-time, stored as UTC ('...Z') so the server and clients compare alike.
 */
const optionalInstant = (label: string) =>
  z
    .preprocess((v) => (v === '' ? null : v), storedDateTime(label).nullish())
    .transform((v) => (v ? new Date(v).toISOString() : undefined))
    .optional();

const announcementFields = z.object({
  title: requiredText(MSG.titleRequired, 200),
  content: requiredText(MSG.contentRequired, 20_000),
  date: storedDateKey(),
  location: optionalText(200),
  category: optionalText(60),
  /** Shown to the public from this instant on (absent: from creation). */
  publishAt: optionalInstant('Publish time'),
  /** Hidden from the public from this instant on (absent: never). */
  expiresAt: optionalInstant('Expiry time'),
  /** The newest live urgent announcement is the banner on every public page. */
  urgent: z.boolean({ error: 'urgent must be true or false' }).optional(),
  translations: translationsField(TRANSLATABLE.announcements, { title: 200, content: 20_000, location: 200 }),
});
const expiresAfterPublish = (a: { publishAt?: string; expiresAt?: string }) =>
  !a.publishAt || !a.expiresAt || Date.parse(a.expiresAt) > Date.parse(a.publishAt);
const expiryRule = { message: 'Expiry time must be after the publish time', path: ['expiresAt'] };

export const announcementInput = announcementFields.refine(expiresAfterPublish, expiryRule);
export type AnnouncementInput = z.input<typeof announcementInput>;
export const announcement = announcementFields.extend(versionedMeta).refine(expiresAfterPublish, expiryRule);
export type Announcement = z.output<typeof announcement>;
