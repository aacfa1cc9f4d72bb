import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'node_modules' || e.name === 'dist'
        ? []
        : sources(join(dir, e.name))
      : /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.includes('.test.')
        ? [join(dir, e.name)]
        : [],
  );

describe('escapeHtml', () => {
  it('leaves no character that ends a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('Práctica de la mañana')).toBe('Práctica de la mañana');
  });

  it('is written once: no other module of ours turns & into &amp;', () => {
    const others = ['api', 'web/src', 'web/sw', 'desktop', 'scripts', 'shared']
      .flatMap(sources)
      .filter((f) => f !== join('shared', 'html.ts') && readFileSync(join(root, f), 'utf8').includes("'&amp;'"));
    expect(others).toEqual([]);
  });
});
