// The English messages of every area (messages/*.en.json, compiled at build time by web/i18nPlugin.ts).
import type { Messages } from '@lingui/core';
import { setDateLocale } from '@shared/dates';

// Less the areas a single page shows (PAGE_AREAS in index.ts), which come with that page.
const areas = import.meta.glob<Messages>(
  [
    './messages/*.en.json',
    '!./messages/about.en.json',
    '!./messages/contact.en.json',
    '!./messages/gallery.en.json',
    '!./messages/subscribe.en.json',
    '!./messages/enroll.en.json',
    '!./messages/validation.en.json',
    '!./messages/push.en.json',
  ],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(areas)) as Messages;

// English dates are shared/dates.ts' own (the prerender renders both languages in one process).
export const setUp = () => setDateLocale(undefined);
