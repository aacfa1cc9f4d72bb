import { isLang, LANG_COOKIE, type Lang } from '@shared/lang';

/** The language the visitor chose with the switch (cookie `lang`), if any. */
export function chosenLang(cookie: string): Lang | undefined {
  const value = cookie
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  return isLang(value) ? value : undefined;
}

/** Whether the browser's languages put Spanish before English ('es-MX, en' yes; 'en-US, es' no). */
export function prefersSpanish(languages: readonly string[]): boolean {
  const first = languages.map((l) => l.toLowerCase().split('-')[0]).find((l) => l === 'en' || l === 'es');
  return first === 'es';
}

/**
 * Whether an English page offers its Spanish version (README "Spanish"): to a visitor who chose
 * Spanish with the switch, and to one whose browser prefers Spanish who has not chosen English.
 * Never a redirect: a line with a link.
 */
export const offersSpanish = (cookie: string, languages: readonly string[]) => {
  const chosen = chosenLang(cookie);
  return chosen ? chosen === 'es' : prefersSpanish(languages);
};
