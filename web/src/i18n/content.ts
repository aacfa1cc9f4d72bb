import type { Lang } from '@shared/lang';
import { currentLang } from './index';

/** The lang attribute of content shown on this page: set only when it differs from the page's (English on a Spanish page). */
export const langAttr = (shown: { lang: Lang }): Lang | undefined =>
  shown.lang === currentLang() ? undefined : shown.lang;
