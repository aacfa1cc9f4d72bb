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
import { basePath, langOfPath, pathInLang, type Lang } from '@shared/lang';

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

/**
 * Areas only one page shows: loaded with that page (its route, routes.tsx), not on every page
 * (the home page's 120 KB budget). Every other area is in catalog.<lang>.ts. Keep this list and
 * the globs of catalog.en.ts and catalog.es.ts in step (messages.test.ts checks).
 */
export const PAGE_AREAS: Readonly<Record<string, readonly string[]>> = {
  about: ['/about'],
  contact: ['/contact'],
  gallery: ['/photos', '/training'],
  // The subscribe form's texts: the family's pages and the announcements page's form (the
  // footer's form loads them when it opens, FORM_AREAS).
  subscribe: ['/subscribe/confirm', '/subscribe/manage', '/announcements'],
  // The enrollment page and the guardian's pages the enrollment emails link to.
  enroll: ['/enroll', '/enroll/confirm', '/enroll/offer', '/enroll/manage'],
};
/** Areas a form loads when it is used (loadAreas), not with a page: the forms' validation messages. */
export const FORM_AREAS = ['validation', 'push'] as const;
const pageAreaFiles = import.meta.glob<Messages>(
  [
    '../../../shared/words/about.*.json',
    '../../../shared/words/contact.*.json',
    '../../../shared/words/gallery.*.json',
    '../../../shared/words/subscribe.*.json',
    '../../../shared/words/enroll.*.json',
    '../../../shared/words/validation.*.json',
    '../../../shared/words/push.*.json',
  ],
  { import: 'default' },
);

let languageReady: Promise<unknown> = Promise.resolve();

/**
 * Adds the messages of the page areas `path` shows (none for most pages), in the page's language
 * once loadLanguage has chosen it (a route may start loading before the catalog is in).
 */
export async function loadPageAreas(path: string): Promise<void> {
  await languageReady;
  await addPageAreas(path);
}

async function addPageAreas(path: string) {
  const base = basePath(path);
  await addAreas(Object.keys(PAGE_AREAS).filter((area) => PAGE_AREAS[area].includes(base)));
}

async function addAreas(areas: string[]) {
  const lang = active;
  const loaded = await Promise.all(
    areas.map((area) => pageAreaFiles[`../../../shared/words/${area}.${lang}.json`]?.()),
  );
  for (const messages of loaded) if (messages) i18n.load(lang, messages);
}

/** Adds areas' messages in the page's language when a form needs them (the footer's subscribe form, validation). */
export async function loadAreas(...areas: ('subscribe' | (typeof FORM_AREAS)[number])[]): Promise<void> {
  await languageReady;
  await addAreas(areas);
}

/** Loads and activates the language of the page at `path` (only that language's catalog is fetched). */
export function loadLanguage(path = window.location.pathname): Promise<Lang> {
  const lang = langOfPath(path);
  const ready = (async () => {
    const catalog = await catalogs[lang]();
    catalog.setUp?.();
    // A copy: page areas are added to it, and the prerender activates each language many times.
    activate(lang, { ...catalog.default });
    await addPageAreas(path);
    // A page served from index.html rather than prerendered (the family's /es/subscribe/* pages, a
    // 404 under /es/) starts as <html lang="en">. The prerender has no document.
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
    return lang;
  })();
  languageReady = ready.catch(() => undefined);
  return ready;
}

/** An in-site path in the page's language: '/schedule' on a Spanish page is '/es/schedule'. */
export const localPath = (path: string): string => (active === 'en' ? path : pathInLang(path, active));
