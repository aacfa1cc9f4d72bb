/**
 * The public site's fixed texts in the page's language (docs/decisions.md, "Spanish"). The
 * dashboard stays English and does not use this.
 *
 * Contract for the pages: `t(id, values?)` returns the text of message `id` in the active
 * language, ICU placeholders `{name}` filled from `values`; `currentLang()` is the page's language.
 * The language is chosen once per page load (from the path: /es/... is Spanish), before the first
 * render; the language switch is a full navigation, so nothing re-renders on a change of language.
 *
 * Messages live in web/src/i18n/messages/<area>.en.json and <area>.es.json, flat objects whose
 * keys start with '<area>.' (e.g. contact.en.json holds 'contact.send'). Both files of an area
 * have the same keys and the same placeholders (a unit test checks it).
 *
 * SKELETON: a placeholder implementation so pages can be converted in parallel; the i18n library
 * (Lingui) replaces the inside of this file without changing the two functions' signatures.
 */
import type { Lang } from '@shared/lang';

let active: Lang = 'en';
let messages: Record<string, string> = {};

export const currentLang = (): Lang => active;

export function activate(lang: Lang, catalog: Record<string, string>) {
  active = lang;
  messages = catalog;
}

export function t(id: string, values?: Record<string, string | number>): string {
  const text = messages[id] ?? id;
  return values
    ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all))
    : text;
}
