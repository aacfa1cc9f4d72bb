import { z } from 'zod';
import { MSG } from '../messages';
import { dateKey, optionalText, versionedMeta, requiredText } from './common';

export const announcementInput = z.object({
  title: requiredText(MSG.titleRequired, 200),
  content: requiredText(MSG.contentRequired, 20_000),
  date: dateKey,
  location: optionalText(200),
  category: optionalText(60),
});
export type AnnouncementInput = z.input<typeof announcementInput>;
export const announcement = announcementInput.extend(versionedMeta);
export type Announcement = z.output<typeof announcement>;
