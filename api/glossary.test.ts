import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEED_TEXTS } from './features/events/feedTexts';
import { EVENT_CATEGORIES } from '../shared/categories';
import { EMAIL_TEXTS } from '../shared/emailTexts';
import { GLOSSARY_MATCH, WRONG_ES } from '../shared/glossary';
import { OFFLINE_TEXTS } from '../shared/offlineMessages';
import { URGENT_NOTICE_TEXTS } from '../shared/urgentNoticeTexts';

/** Every Spanish text store, as pairs of texts with their English: store → key → [en, es]. */
type Pairs = Record<string, [string, string]>;

/** A store's strings by path; functions are called with a placeholder so their words are read too. */
function flat(value: unknown, path = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof value === 'string') out[path] = value;
  else if (typeof value === 'function') out[path] = String((value as (...a: string[]) => unknown)('X', 'drum'));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flat(v, path ? `${path}.${k}` : k, out);
  return out;
}
function pairs(en: unknown, es: unknown): Pairs {
  const e = flat(en);
  const s = flat(es);
  return Object.fromEntries(Object.keys(s).map((k) => [k, [e[k] ?? '', s[k]]]));
}

const messages = fileURLToPath(new URL('../web/src/i18n/messages', import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(join(messages, file), 'utf8')) as Record<string, string>;
const feed = (lang: 'en' | 'es') => ({
  ...Object.fromEntries(EVENT_CATEGORIES.map((c) => [`name.${c.value}`, FEED_TEXTS[lang].calendarName('X', c.value)])),
  description: FEED_TEXTS[lang].calendarDescription('X') ?? '',
  cancelled: FEED_TEXTS[lang].cancelled,
});

const STORES: Record<string, Pairs> = {
  ...Object.fromEntries(
    readdirSync(messages)
      .filter((f) => f.endsWith('.es.json'))
      .map((f) => [`pages: ${f}`, pairs(read(f.replace('.es.', '.en.')), read(f))]),
  ),
  'emails: shared/emailTexts.ts': pairs(EMAIL_TEXTS.en, EMAIL_TEXTS.es),
  // The English feed names no Spanish: its own category labels are the English side.
  'feed: api/features/events/feedTexts.ts': pairs(feed('en'), feed('es')),
  'offline: shared/offlineMessages.ts': pairs(OFFLINE_TEXTS.en, OFFLINE_TEXTS.es),
  'urgent notice: shared/urgentNoticeTexts.ts': pairs(URGENT_NOTICE_TEXTS.en, URGENT_NOTICE_TEXTS.es),
};

/** `{class}` is a value put in, not the word: only the message's own words name a term. */
const withoutPlaceholders = (text: string) => text.replace(/\{[^{}]*\}/g, '');

describe('one Spanish glossary (shared/glossary.ts) in every Spanish text store', () => {
  it('reads every store: pages, emails, feed and offline texts', () => {
    expect(Object.keys(STORES).filter((s) => s.startsWith('pages:')).length).toBeGreaterThan(10);
    for (const [name, store] of Object.entries(STORES)) expect(Object.keys(store).length, name).toBeGreaterThan(0);
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
    for (const [name, store] of Object.entries(STORES))
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
