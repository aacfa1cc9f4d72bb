// The Spanish messages of every area (messages/*.es.json, compiled at build time by web/i18nPlugin.ts),
// and Spanish dates: only a Spanish page loads this module.
import type { Messages } from '@lingui/core';
import { setDateLocale } from '@shared/dates';
import { spanishDates } from './spanishDates';

// Not the areas that come with the pages and forms using them (LAZY_AREAS in ./index.ts).
const areas = import.meta.glob<Messages>(
  ['./messages/*.es.json', '!./messages/{contact,gallery,subscribe,validation,not-found}.es.json'],
  { eager: true, import: 'default' },
);
export default Object.assign({}, ...Object.values(areas)) as Messages;

export const setUp = () => setDateLocale(spanishDates);
