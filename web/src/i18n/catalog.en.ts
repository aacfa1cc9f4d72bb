// The English messages of every area (messages/*.en.json, compiled at build time by web/i18nPlugin.ts).
import type { Messages } from '@lingui/core';
import { setDateLocale } from '@shared/dates';

// Less the areas a single page shows (PAGE_AREAS in index.ts), which come with that page.
const areas = import.meta.glob<Messages>(
  [
    '../../../shared/words/*.en.json',
    '!../../../shared/words/about.en.json',
    '!../../../shared/words/contact.en.json',
    '!../../../shared/words/gallery.en.json',
    '!../../../shared/words/subscribe.en.json',
    '!../../../shared/words/enroll.en.json',
    '!../../../shared/words/validation.en.json',
    '!../../../shared/words/push.en.json',
    // Read outside the app (shared/words/area.ts OUTSIDE_APP_AREAS): the emails, the feed, the offline script, the urgent notice.
    '!../../../shared/words/email.en.json',
    '!../../../shared/words/enrollmail.en.json',
    '!../../../shared/words/feed.en.json',
    '!../../../shared/words/offline.en.json',
    '!../../../shared/words/urgent.en.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(areas)) as Messages;

// English dates are shared/dates.ts' own (the prerender renders both languages in one process).
export const setUp = () => setDateLocale(undefined);
