import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@shared/lang';
import { OUTSIDE_APP_AREAS } from '@shared/words/area';
import { PAGE_AREAS } from './index';

const DIR = fileURLToPath(new URL('../../../shared/words', import.meta.url));
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const areas = [...new Set(files.map((f) => f.replace(/\.[a-z]{2}\.json$/, '')))];
const read = (area: string, lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(DIR, `${area}.${lang}.json`), 'utf8'));

/** The names of a message's ICU arguments ({name}, {count, plural, ...}), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      if (typeof part[0] === 'string') names.add(part[0]);
      for (const branch of Object.values((part[2] as Record<string, unknown> | undefined) ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('the words (shared/words)', () => {
  it('are named <area>.<lang>.json, one per language for each area', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f).toMatch(/^[a-z0-9-]+\.(en|es)\.json$/);
    for (const area of areas) for (const lang of LANGS) expect(files, area).toContain(`${area}.${lang}.json`);
  });

  it.each(areas)('%s: both languages have the same keys, each starting with the area', (area) => {
    const en = read(area, 'en');
    const es = read(area, 'es');
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect(key.startsWith(`${area}.`), key).toBe(true);
  });

  it.each(areas)('%s: every message is valid ICU with the same placeholders in both languages, none empty', (area) => {
    const en = read(area, 'en');
    const es = read(area, 'es');
    for (const key of Object.keys(en)) {
      expect(en[key].trim(), key).not.toBe('');
      expect(es[key]?.trim(), key).not.toBe('');
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('the areas a single page shows are left out of the catalogs every page loads (index.ts PAGE_AREAS)', () => {
    for (const lang of LANGS) {
      const source = readFileSync(fileURLToPath(new URL(`./catalog.${lang}.ts`, import.meta.url)), 'utf8');
      const index = readFileSync(fileURLToPath(new URL('./index.ts', import.meta.url)), 'utf8');
      for (const area of Object.keys(PAGE_AREAS)) {
        expect(source, `catalog.${lang}.ts`).toContain(`'!../../../shared/words/${area}.${lang}.json'`);
        expect(index).toContain(`'../../../shared/words/${area}.*.json'`);
      }
      // The emails', the feed's, the offline script's and the urgent notice's words: in no page's script.
      for (const area of OUTSIDE_APP_AREAS)
        expect(source, `catalog.${lang}.ts`).toContain(`'!../../../shared/words/${area}.${lang}.json'`);
    }
  });

  it('a key is defined by one area only', () => {
    const seen = new Map<string, string>();
    for (const area of areas)
      for (const key of Object.keys(read(area, 'en'))) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, area);
      }
  });

  it("no message is a plural (Lingui formats every plural's number with Intl.NumberFormat, whose first use costs a phone tens of milliseconds as the page draws)", () => {
    for (const area of areas)
      for (const lang of LANGS)
        for (const [key, message] of Object.entries(read(area, lang)))
          expect(/,\s*(plural|selectordinal)\s*,/.test(message), `${key} (${lang})`).toBe(false);
  });
});
