/**
 * The public site's fixed texts in the page's language (docs/decisions.md, "Spanish"), with
 * Lingui (@lingui/core; README "Spanish" says why and what it costs). The dashboard stays
 * English and does not use this.
 *
 * Contract for the pages: `t(id, values?)` returns the text of message `id` in the active
 * language, ICU placeholders `{name}` filled from `values`; `currentLang()` is the page's language.
 * The language is chosen once per page load (from the path: /es/... is Spanish) and its catalog
 * loaded before the first render (main.tsx awaits `loadLanguage()`; the prerender calls
 * `activate()`); the language switch is a full navigation, so nothing re-renders on a change of
 * language. Call `t()` while rendering or handling an event, never at a module's top level (it
 * would run before the catalog is there and keep the id).
 *
 * Messages live in web/src/i18n/messages/<area>.en.json and <area>.es.json, flat objects whose
 * keys start with '<area>.' (e.g. contact.en.json holds 'contact.send'), values in ICU message
 * format. Both files of an area have the same keys and the same placeholders (messages.test.ts).
 * The build compiles them (web/i18nPlugin.ts); catalog.<lang>.ts gathers one language's files.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { langOfPath, pathInLang, type Lang } from '@shared/lang';

// An unknown id reads as itself (no console noise): a page converted before its catalog has the key.
const i18n = setupI18n({ locale: 'en', messages: { en: {} }, missing: (_locale, id) => id });
let active: Lang = 'en';

export const currentLang = (): Lang => active;

/** Makes `lang` the page's language with its messages (compiled, or ICU text outside a production build). */
export function activate(lang: Lang, catalog: Messages) {
  active = lang;
  i18n.loadAndActivate({ locale: lang, messages: catalog });
}

export function t(id: string, values?: Record<string, string | number>): string {
  return i18n._(id, values);
}

/** One language's catalog module: its messages, and what else the language needs set up (dates). */
export type CatalogModule = { default: Messages; setUp?: () => void };
const catalogs: Record<Lang, () => Promise<CatalogModule>> = {
  en: () => import('./catalog.en'),
  es: () => import('./catalog.es'),
};

// The language being loaded: areas wait for it (their files are per language).
let languageLoaded: Promise<unknown> = Promise.resolve();

/** Loads and activates the language of the page at `path` (only that language's catalog is fetched). */
export function loadLanguage(path = window.location.pathname): Promise<Lang> {
  const loading = loadLanguageNow(path);
  languageLoaded = loading.catch(() => {});
  return loading;
}

async function loadLanguageNow(path: string): Promise<Lang> {
  const lang = langOfPath(path);
  const catalog = await catalogs[lang]();
  catalog.setUp?.();
  activate(lang, catalog.default);
  // A page served from index.html rather than prerendered (the family's /es/subscribe/* pages, a
  // 404 under /es/) starts as <html lang="en">. The prerender has no document.
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return lang;
}

/** An in-site path in the page's language: '/schedule' on a Spanish page is '/es/schedule'. */
export const localPath = (path: string): string => (active === 'en' ? path : pathInLang(path, active));

/**
 * Areas whose messages come with the pages and forms that use them, not in every page's catalog
 * (catalog.<lang>.ts leaves them out): the contact page, the member pages, the subscribe form and
 * the family's pages, the forms' validation messages, the 404. About 2.5 KB gzipped that the home
 * page's budget (README) has no room for.
 */
export const LAZY_AREAS = ['contact', 'gallery', 'subscribe', 'validation', 'not-found'] as const;
export type LazyArea = (typeof LAZY_AREAS)[number];
const areaFiles = import.meta.glob<Messages>('./messages/{contact,gallery,subscribe,validation,not-found}.*.json', {
  import: 'default',
});
const areasLoaded = new Map<string, Promise<void>>();

/** Adds the areas' messages in the page's language (once each); a route or a form awaits it before drawing. */
export async function loadAreas(...areas: LazyArea[]): Promise<void> {
  await languageLoaded;
  await Promise.all(
    areas.map((area) => {
      const file = `./messages/${area}.${active}.json`;
      let loading = areasLoaded.get(file);
      if (!loading) {
        const lang = active;
        loading = (areaFiles[file]?.() ?? Promise.resolve({})).then((messages) => i18n.load(lang, messages));
        // A failed load (a dropped connection) is tried again by the next call.
        loading.catch(() => areasLoaded.delete(file));
        areasLoaded.set(file, loading);
      }
      return loading;
    }),
  );
}
