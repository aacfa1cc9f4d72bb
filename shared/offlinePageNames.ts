/**
 * The offline pages' names for the "needs a connection" page's menu (web/sw/sw.ts): the site's own
 * menu words (shared/words/layout.*.json, the announcements page's title), not a copy of them.
 */
import type { Lang } from './lang';
import { PUBLIC_PAGES } from './publicPages';
import announcementsEn from './words/announcements.en.json';
import announcementsEs from './words/announcements.es.json';
import layoutEn from './words/layout.en.json';
import layoutEs from './words/layout.es.json';

const WORDS = { en: { ...layoutEn, ...announcementsEn }, es: { ...layoutEs, ...announcementsEs } };
/** A page's name in the menu by its route module's name (shared/publicPages.json). */
const KEY: Record<string, keyof (typeof WORDS)['en']> = {
  home: 'layout.home',
  schedule: 'layout.schedule',
  announcements: 'announcements.title',
  about: 'layout.about',
  contact: 'layout.contact',
};

/** English path → the page's name in `lang`, for the pages that open offline. */
export function offlinePageNames(lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PUBLIC_PAGES)
      .filter(([, page]) => page.kind === 'offline')
      .map(([path, page]) => [path, WORDS[lang][KEY[page.name]]]),
  );
}
