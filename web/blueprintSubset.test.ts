import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  BLUEPRINT_CSS,
  blueprintHalvesOf,
  isPublicSelector,
  splitBlueprintCss,
  withoutDarkTheme,
} from './blueprintSubset';

const selectorsOf = (css: string) => {
  const out: string[] = [];
  postcss.parse(css).walkRules((r) => {
    if (!r.parent || r.parent.type !== 'atrule' || !(r.parent as postcss.AtRule).name.endsWith('keyframes'))
      out.push(...r.selectors);
  });
  return out;
};

describe('Blueprint split in a public half and the rest', () => {
  it('sends each selector of a rule to its half, in order, @media included; @keyframes stay public', () => {
    const css = [
      'body { margin: 0 }',
      '.bp6-button, .bp6-menu-item { color: red }',
      '.bp6-button:not(.bp6-menu) { top: 1px }',
      '.bp6-navbar .bp6-button { height: 2px }',
      '@media (min-width: 10px) { .bp6-dialog, .bp6-card { width: 3px } .bp6-card { x: 1 } }',
      '@keyframes bp6-spin { from { opacity: 0 } }',
    ].join('\n');
    const { public: pub, rest } = splitBlueprintCss(css);
    expect(selectorsOf(pub)).toEqual(['body', '.bp6-button', '.bp6-button:not(.bp6-menu)', '.bp6-dialog']);
    expect(selectorsOf(rest)).toEqual(['.bp6-menu-item', '.bp6-navbar .bp6-button', '.bp6-card', '.bp6-card']);
    expect(pub).toContain('@keyframes bp6-spin');
    expect(rest).not.toContain('@keyframes');
    expect(rest).toContain('@media (min-width: 10px)');
  });

  it('a selector is public when every class an element must have is public', () => {
    expect(isPublicSelector('.bp6-button.bp6-intent-primary:hover')).toBe(true);
    expect(isPublicSelector('.bp6-overlay-exit-active .bp6-dialog-container')).toBe(true);
    expect(isPublicSelector('.bp6-button:not(.bp6-navbar *)')).toBe(true);
    expect(isPublicSelector('.bp6-tag.bp6-large')).toBe(false);
    expect(isPublicSelector('.bp6-icon-lock::before')).toBe(false);
  });

  it('the halves hold every rule of blueprint.css (dark theme aside), once', () => {
    const whole = withoutDarkTheme(fs.readFileSync(BLUEPRINT_CSS, 'utf8'));
    const { public: pub, rest } = blueprintHalvesOf(fs.readFileSync(BLUEPRINT_CSS, 'utf8'));
    const all = selectorsOf(whole).sort();
    expect([...selectorsOf(pub), ...selectorsOf(rest)].sort()).toEqual(all);
    // The point of it: a phone downloads and parses well under half.
    expect(pub.length).toBeLessThan(whole.length / 2);
  });

  it("the public pages' own CSS names only public Blueprint classes", () => {
    // In the dashboard the rest loads after these files: a rule of theirs on a class of the rest
    // would lose to Blueprint's own where it used to win.
    const dir = path.join(import.meta.dirname, 'src');
    const files = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css') && !f.split(path.sep).includes('admin'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const css = fs.readFileSync(path.join(dir, f), 'utf8');
      for (const s of selectorsOf(css)) expect(isPublicSelector(s), `${f}: ${s}`).toBe(true);
    }
  });
});
