// The Spanish messages of every area (messages/*.es.json, compiled at build time by web/i18nPlugin.ts),
// and Spanish dates: only a Spanish page loads this module.
import type { Messages } from '@lingui/core';
import { setDateLocale } from '@shared/dates';
import { spanishDates } from './spanishDates';

// Less the areas a single page shows (PAGE_AREAS in index.ts), which come with that page.
const areas = import.meta.glob<Messages>(
  [
    './messages/*.es.json',
    '!./messages/about.es.json',
    '!./messages/contact.es.json',
    '!./messages/gallery.es.json',
    '!./messages/subscribe.es.json',
    '!./messages/enroll.es.json',
    '!./messages/validation.es.json',
    '!./messages/push.es.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(areas)) as Messages;

export const setUp = () => setDateLocale(spanishDates);
