// The Spanish messages of every area (messages/*.es.json, compiled at build time by web/i18nPlugin.ts),
// and Spanish dates: only a Spanish page loads this module.
import type { Messages } from '@lingui/core';
import { setDateLocale } from '@shared/dates';
import { spanishDates } from './spanishDates';

// Less the areas a single page shows (PAGE_AREAS in index.ts), which come with that page.
const areas = import.meta.glob<Messages>(
  [
    '../../../shared/words/*.es.json',
    '!../../../shared/words/about.es.json',
    '!../../../shared/words/contact.es.json',
    '!../../../shared/words/gallery.es.json',
    '!../../../shared/words/subscribe.es.json',
    '!../../../shared/words/enroll.es.json',
    '!../../../shared/words/validation.es.json',
    '!../../../shared/words/push.es.json',
    // Read outside the app (shared/words/area.ts OUTSIDE_APP_AREAS): the emails, the feed, the offline script, the urgent notice.
    '!../../../shared/words/email.es.json',
    '!../../../shared/words/enrollmail.es.json',
    '!../../../shared/words/feed.es.json',
    '!../../../shared/words/offline.es.json',
    '!../../../shared/words/urgent.es.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(areas)) as Messages;

export const setUp = () => setDateLocale(spanishDates);
