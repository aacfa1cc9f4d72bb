import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: code comments and markdown point at sections of docs/
 * (`docs/product.md#contact-form`), and every such section must exist. Anchors are GitHub's
 * heading slugs, so the links also work when the files are read on GitHub.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'out', 'release', 'test-results', 'coverage']);
const SOURCE_EXT = /\.(ts|tsx|mjs|js|css|md|yml|yaml|sh|html)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path, out);
    else if (SOURCE_EXT.test(name) && stat.size < 2_000_000) out.push(path);
  }
  return out;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const text = m[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
      .replace(/<[^>]+>/g, '') // inline HTML
      .replace(/[`*_~]/g, (c) => (c === '_' ? '_' : '')); // emphasis and code marks
    const base = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    slugs.add(n === 0 ? base : `${base}-${n}`);
  }
  return slugs;
}

const slugCache = new Map<string, Set<string>>();
const slugsOf = (file: string) => {
  let s = slugCache.get(file);
  if (!s) slugCache.set(file, (s = headingSlugs(readFileSync(file, 'utf8'))));
  return s;
};

const files = walk(ROOT);
const rel = (f: string) => relative(ROOT, f);

describe('docs/ links', () => {
  it('has the three docs', () => {
    for (const name of ['product.md', 'decisions.md', 'build-notes.md'])
      expect(existsSync(join(ROOT, 'docs', name)), name).toBe(true);
  });

  it('every docs/<file>.md#<anchor> cited anywhere in the repo names a file and a heading that exist', () => {
    const broken: string[] = [];
    let count = 0;
    for (const file of files) {
      if (file === fileURLToPath(import.meta.url)) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const m of line.matchAll(/(?<![\w/.-])docs\/([\w.-]+\.md)(?:#([\w-]+))?/g)) {
          count++;
          const target = join(ROOT, 'docs', m[1]);
          const where = `${rel(file)}:${i + 1}: ${m[0]}`;
          if (!existsSync(target)) broken.push(`${where} (no such file)`);
          else if (m[2] && !slugsOf(target).has(m[2])) broken.push(`${where} (no such heading)`);
        }
      });
    }
    expect(count).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });

  it('every relative link in the repo markdown points at a file (and heading) that exists', () => {
    const broken: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.md'))) {
      let fenced = false;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
          if (fenced) return;
          for (const m of line.matchAll(/\]\(([^)\s]+)\)/g)) {
            const href = m[1];
            if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // https:, mailto:, webcal:
            const [pathPart, anchor] = href.split('#');
            const target = pathPart ? resolve(dirname(file), pathPart) : file;
            const where = `${rel(file)}:${i + 1}: ${href}`;
            if (!existsSync(target)) broken.push(`${where} (no such file)`);
            else if (anchor && target.endsWith('.md') && !slugsOf(target).has(anchor))
              broken.push(`${where} (no such heading)`);
          }
        });
    }
    expect(broken).toEqual([]);
  });

  it('cites nothing outside the repository (the specification files live beside it, not in a clone)', () => {
    const outside = /\b(SPEC|DECISIONS|PITFALLS)\.md\b/;
    const hits = files
      .filter((f) => f !== fileURLToPath(import.meta.url))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) => (outside.test(line) ? [`${rel(f)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(hits, 'cite a section of docs/ instead').toEqual([]);
  });
});

describe('headingSlugs', () => {
  it('makes GitHub anchors', () => {
    const s = headingSlugs(
      '# Data, backups and upgrades\n## `Koa` string bodies\n### Blueprint icons with Vite 8\n## Notes\n## Notes\n```\n# not a heading\n```\n',
    );
    expect([...s]).toEqual([
      'data-backups-and-upgrades',
      'koa-string-bodies',
      'blueprint-icons-with-vite-8',
      'notes',
      'notes-1',
    ]);
  });
});
