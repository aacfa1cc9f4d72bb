/**
 * The urgent notice's words in each language of the public site. The server writes the notice into
 * the page (api/http/noticeBanner.ts), outside the app, so they are here rather than in the web
 * app's catalogs; the dashboard's preview (web/src/components/UrgentBanner.tsx) shows the English.
 */
import type { Lang } from './lang';

export const URGENT_NOTICE_TEXTS: Record<Lang, { label: string; region: string; dismiss: string }> = {
  en: { label: 'Urgent', region: 'Urgent notice', dismiss: 'Dismiss this notice' },
  es: { label: 'Urgente', region: 'Aviso urgente', dismiss: 'Cerrar este aviso' },
};
