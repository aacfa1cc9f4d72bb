/**
 * The offline pieces' texts in both languages (web/src/pwa/register.ts, web/sw/sw.ts): the `offline`
 * area of the one store (shared/words/offline.<lang>.json); the page's or the request's language
 * picks one. Neither script is in a page's first load online, so the app's bundle carries none of
 * this (docs/decisions.md, "Spanish").
 */
import { fill } from './fill';
import { pathInLang, type Lang } from './lang';
import { area } from './words/area';
import en from './words/offline.en.json';
import es from './words/offline.es.json';

export type OfflineTexts = {
  /** The offline line; `when`: the stored copy's date and time as the language writes it, null when unknown. */
  offlineLine: (when: string | null) => string;
  offlineNeedsConnectionTitle: string;
  offlineNeedsConnection: string;
  offlineSeeSchedule: string;
  /** The schedule page in this language (the "needs a connection" page links to it). */
  schedulePath: string;
  updateAvailable: string;
  updateReload: string;
  contactSavedOffline: string;
  contactSentLater: string;
  /** The locale the offline line's date is written in (undefined: the phone's own, as before). */
  locale: string | undefined;
};

function offlineTexts(catalog: typeof en, lang: Lang): OfflineTexts {
  const w = area(catalog, 'offline');
  return {
    offlineLine: (when) => (when ? fill(w.line, { when }) : w.lineUndated),
    offlineNeedsConnectionTitle: w.needsConnectionTitle,
    offlineNeedsConnection: w.needsConnection,
    offlineSeeSchedule: w.seeSchedule,
    schedulePath: pathInLang('/schedule', lang),
    updateAvailable: w.updateAvailable,
    updateReload: w.updateReload,
    contactSavedOffline: w.contactSavedOffline,
    contactSentLater: w.contactSentLater,
    locale: lang === 'en' ? undefined : lang,
  };
}

export const OFFLINE_TEXTS: Record<Lang, OfflineTexts> = {
  en: offlineTexts(en, 'en'),
  es: offlineTexts(es satisfies typeof en, 'es'),
};

/** The texts for a page by its <html lang> (the register script). */
export const offlineTextsOfDocument = (htmlLang: string): OfflineTexts =>
  OFFLINE_TEXTS[htmlLang === 'es' || htmlLang.startsWith('es-') ? 'es' : 'en'];
