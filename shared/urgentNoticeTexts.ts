/**
 * The urgent notice's words in each language of the public site: the `urgent` area of the one
 * store (shared/words/urgent.<lang>.json). The server writes the notice into the page
 * (api/http/noticeBanner.ts), outside the app, so the pages' catalogs do not carry them; the
 * dashboard's preview (web/src/components/UrgentBanner.tsx) shows the English.
 */
import type { Lang } from './lang';
import { area, type AreaOf } from './words/area';
import en from './words/urgent.en.json';
import es from './words/urgent.es.json';

export const URGENT_NOTICE_TEXTS: Record<Lang, AreaOf<typeof en, 'urgent'>> = {
  en: area(en, 'urgent'),
  es: area(es satisfies typeof en, 'urgent'),
};
