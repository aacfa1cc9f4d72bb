import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';
import { codeLines, productSources } from './node/sourceFiles';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('escapeHtml', () => {
  it('leaves no character that ends a text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('Práctica de la mañana')).toBe('Práctica de la mañana');
  });

  it('is written once: no other module of ours turns & into &amp;', () => {
    const files = productSources(root, ['api', 'web/src', 'web/sw', 'desktop', 'scripts', 'shared']);
    const others = codeLines(root, files, /'&amp;'/).filter((l) => !l.startsWith(`${join('shared', 'html.ts')}:`));
    expect(others).toEqual([]);
  });
});
