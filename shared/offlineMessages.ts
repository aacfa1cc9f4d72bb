/**
 * The offline pieces' texts in both languages (web/src/pwa/register.ts, web/sw/sw.ts): the page's
 * or the request's language picks one. Neither script is in a page's first load online, so the
 * app's bundle carries none of this (docs/decisions.md, "Spanish").
 */
import { pathInLang, type Lang } from './lang';
import { OFFLINE_MSG } from './messages';

export type OfflineTexts = {
  /** The offline line; `when`: the stored copy's date and time as the language writes it, null when unknown. */
  offlineLine: (when: string | null) => string;
  offlineNeedsConnectionTitle: string;
  offlineNeedsConnection: string;
  offlineSeeSchedule: string;
  /** The offline pages' names (by English path), the "needs a connection" page's menu. */
  pageNames: Record<string, string>;
  /** The schedule page in this language (the "needs a connection" page links to it). */
  schedulePath: string;
  updateAvailable: string;
  updateReload: string;
  contactSavedOffline: string;
  contactSentLater: string;
  /** The locale the offline line's date is written in (undefined: the phone's own, as before). */
  locale: string | undefined;
};

export const OFFLINE_TEXTS: Record<Lang, OfflineTexts> = {
  en: {
    ...OFFLINE_MSG,
    offlineLine: (when) => OFFLINE_MSG.offlineLine(when ? `on ${when}` : 'earlier'),
    schedulePath: '/schedule',
    pageNames: {
      '/': 'Home',
      '/schedule': 'Schedule',
      '/announcements': 'Announcements',
      '/about': 'About Us',
      '/contact': 'Contact',
    },
    locale: undefined,
  },
  es: {
    offlineLine: (when) =>
      when
        ? `Está sin conexión. Se muestra lo que este teléfono guardó el ${when}.`
        : 'Está sin conexión. Se muestra lo que este teléfono guardó antes.',
    offlineNeedsConnectionTitle: 'Esta página necesita conexión',
    offlineNeedsConnection:
      'Las fotos y los videos de práctica son solo para los miembros y no se guardan en este dispositivo. Conéctese a internet para verlos.',
    offlineSeeSchedule: 'Ver el horario (funciona sin conexión)',
    schedulePath: pathInLang('/schedule', 'es'),
    pageNames: {
      '/': 'Inicio',
      '/schedule': 'Horario',
      '/announcements': 'Anuncios',
      '/about': 'Quiénes somos',
      '/contact': 'Contacto',
    },
    updateAvailable: 'Hay una nueva versión de este sitio',
    updateReload: 'Recargar',
    contactSavedOffline:
      'Está sin conexión. Su mensaje queda guardado en este teléfono y se enviará cuando vuelva a tener conexión.',
    contactSentLater: 'Su mensaje a la academia ya se envió.',
    locale: 'es',
  },
};

/** The texts for a page by its <html lang> (the register script). */
export const offlineTextsOfDocument = (htmlLang: string): OfflineTexts =>
  OFFLINE_TEXTS[htmlLang === 'es' || htmlLang.startsWith('es-') ? 'es' : 'en'];
