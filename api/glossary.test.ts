import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEED_TEXTS } from './features/events/feedTexts';
import { ES as SEED_ES } from './seed/seedSpanish';
import { EVENT_CATEGORIES } from '../shared/categories';
import { GLOSSARY_MATCH, WRONG_ES } from '../shared/glossary';
import { codeLines, productSources } from '../shared/node/sourceFiles';

/** The Spanish texts with their English: area → key → [en, es]. */
type Pairs = Record<string, [string, string]>;

const root = fileURLToPath(new URL('..', import.meta.url));
const words = join(root, 'shared/words');
const read = (file: string) => JSON.parse(readFileSync(join(words, file), 'utf8')) as Record<string, string>;
const pairs = (en: Record<string, string>, es: Record<string, string>): Pairs =>
  Object.fromEntries(Object.keys(es).map((k) => [k, [en[k] ?? '', es[k]]]));
/** The feed's names as a calendar app shows them, each category's included (the words put together). */
const feed = (lang: 'en' | 'es') => ({
  ...Object.fromEntries(EVENT_CATEGORIES.map((c) => [`name.${c.value}`, FEED_TEXTS[lang].calendarName('X', c.value)])),
  cancelled: FEED_TEXTS[lang].cancelled,
});

/** The one store of words (shared/words), every area: the pages', the emails', the feed's, the offline and urgent texts. */
const STORES: Record<string, Pairs> = {
  ...Object.fromEntries(
    readdirSync(words)
      .filter((f) => f.endsWith('.es.json'))
      .map((f) => [`shared/words/${f}`, pairs(read(f.replace('.es.', '.en.')), read(f))]),
  ),
  'the feed as written (api/features/events/feedTexts.ts)': pairs(feed('en'), feed('es')),
};
/** What the demo site shows in Spanish: content, free prose, but no replaced variant either ("Ensamble de los sábados"). */
const DEMO: Pairs = Object.fromEntries(Object.entries(SEED_ES).map(([en, es]) => [en, [en, es]]));

/** Spanish letters and marks no English text of ours has. */
const SPANISH = /[áéíóúñ¿¡]/i;
/** `{class}` is a value put in, not the word: only the message's own words name a term. */
const withoutPlaceholders = (text: string) => text.replace(/\{[^{}]*\}/g, '');

describe('one Spanish glossary (shared/glossary.ts) in the one store of words (shared/words)', () => {
  it('reads every area of the store: pages, emails, feed, offline and urgent texts', () => {
    for (const area of ['layout', 'events', 'email', 'enrollmail', 'feed', 'offline', 'urgent'])
      expect(Object.keys(STORES), area).toContain(`shared/words/${area}.es.json`);
    for (const [name, store] of Object.entries(STORES)) expect(Object.keys(store).length, name).toBeGreaterThan(0);
  });

  it('is the only store: no module outside shared/words writes a Spanish text (comments aside)', () => {
    // Demo content (api/seed) is content, not the site's words.
    const files = productSources(root, ['api', 'shared', 'web/src', 'web/sw', 'desktop', 'scripts'], ['seed', 'words']);
    const off = codeLines(root, files, SPANISH).filter((l) => !l.startsWith(`${join('shared', 'glossary.ts')}:`));
    expect(off).toEqual([]);
  });

  it("a Spanish text whose English names a term uses the glossary's word for it", () => {
    const off: string[] = [];
    for (const [name, store] of Object.entries(STORES))
      for (const [key, [en, es]] of Object.entries(store))
        for (const g of GLOSSARY_MATCH)
          if (g.en.test(withoutPlaceholders(en)) && !g.es.test(es))
            off.push(`${name} ${key}: "${es}" lacks the word for ${g.term}`);
    expect(off).toEqual([]);
  });

  it('no Spanish text uses a replaced variant ("Ensamble", "Cancelado", "Color Guard (banderas)"...)', () => {
    const off: string[] = [];
    for (const [name, store] of Object.entries({ ...STORES, 'demo content (api/seed/seedSpanish.ts)': DEMO }))
      for (const [key, [, es]] of Object.entries(store))
        for (const w of WRONG_ES) if (w.wrong.test(es)) off.push(`${name} ${key}: "${es}" (use ${w.use})`);
    expect(off).toEqual([]);
  });

  it('"aviso" is a notice and "anuncio" an announcement: never the one where the English says the other', () => {
    const off: string[] = [];
    for (const [name, store] of Object.entries(STORES))
      for (const [key, [en, es]] of Object.entries(store)) {
        if (/\bannouncements?\b/i.test(en) && !/\bnotices?\b/i.test(en) && /\bavisos?\b/i.test(es))
          off.push(`${name} ${key}: "${es}"`);
        if (/\bnotices?\b/i.test(en) && !/\bannouncements?\b/i.test(en) && /\banuncios?\b/i.test(es))
          off.push(`${name} ${key}: "${es}"`);
      }
    expect(off).toEqual([]);
  });
});
