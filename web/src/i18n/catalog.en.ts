// The English messages of every area (messages/*.en.json, compiled at build time by web/i18nPlugin.ts).
import type { Messages } from '@lingui/core';
import { setDateLocale } from '@shared/dates';

// Not the areas that come with the pages and forms using them (LAZY_AREAS in ./index.ts).
const areas = import.meta.glob<Messages>(
  ['./messages/*.en.json', '!./messages/{contact,gallery,subscribe,validation,not-found}.en.json'],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(areas)) as Messages;

// English dates are shared/dates.ts' own (the prerender renders both languages in one process).
export const setUp = () => setDateLocale(undefined);
