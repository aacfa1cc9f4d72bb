import { fileURLToPath } from 'node:url';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';

export const BLUEPRINT_CSS = fileURLToPath(
  new URL('../node_modules/@blueprintjs/core/lib/css/blueprint.css', import.meta.url),
);

/** Blueprint's CSS without the dark theme's rules (`.bp6-dark`), which the site and dashboard never use. */
export function withoutDarkTheme(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => !s.includes('.bp6-dark'));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/** blueprint.css as the build serves it: without the dark theme, split in its public half and the rest. */
export const blueprintHalvesOf = (css: string) => splitBlueprintCss(withoutDarkTheme(css));

/**
 * The Blueprint classes the public pages draw with (docs/build-notes.md#blueprint-css), as found
 * on them by the e2e suite (e2e/publicCss.ts checks every state it visits): the components they
 * show (buttons, dialogs, callouts, fields, tabs, toasts, the spinner, the empty-state block) and
 * the modifiers those take. A class is public when it is listed, or starts with a listed prefix
 * (for the classes a transition or a state adds for a moment: bp6-overlay-exit-active...). The
 * dashboard's components (tables, menus, popovers, drawers, navbars, cards, tags, the date
 * picker...) are not, nor are the icon font's glyphs (the site's icons are SVG).
 */
const PUBLIC_CLASSES = new Set(
  [
    ['button', 'button-text', 'button-group', 'button-spinner', 'html-select', 'heading', 'portal', 'focus-disabled'],
    ['icon', 'icon-standard', 'icon-large', 'icon-muted', 'text-muted', 'text-overflow-ellipsis'],
    ['input', 'input-group', 'input-action', 'input-left-container', 'text-area', 'label'],
    ['form-group', 'form-content', 'form-helper-text', 'tabs', 'tab', 'tab-list', 'tab-panel'],
    ['tab-indicator', 'tab-indicator-wrapper', 'callout', 'dialog', 'overlay', 'toast', 'spinner'],
    ['intent-primary', 'intent-success', 'intent-warning', 'intent-danger'],
    ['active', 'disabled', 'fill', 'large', 'loading', 'minimal', 'outlined', 'selected', 'small'],
  ].flat(),
);
const PUBLIC_PREFIXES = ['callout-', 'dialog-', 'overlay-', 'toast-', 'spinner-', 'non-ideal-state'];

const NAMESPACE = 'bp6-';
const CLASS = /\.bp6-([a-z0-9-]+)/g;

export const isPublicClass = (name: string) =>
  PUBLIC_CLASSES.has(name) || PUBLIC_PREFIXES.some((p) => name.startsWith(p));

/** `:not(...)`, whose classes an element must lack, not have. */
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;

/** A selector the public pages may need: each Blueprint class an element must have is public (none: always). */
export function isPublicSelector(selector: string): boolean {
  for (const m of selector.replace(NEGATION, '').matchAll(CLASS)) if (!isPublicClass(m[1])) return false;
  return true;
}

/**
 * Splits Blueprint's CSS in two, each rule's selectors going to the half they belong to, in the
 * original order: `public` (main.tsx, on every page) and `rest` (the dashboard, loaded after it).
 * At-rules that hold rules (@media, @supports) are split the same way; the others (@keyframes,
 * @font-face) stay public. Together the halves apply exactly what the whole file did wherever no
 * element matches a rest selector, which e2e/publicCss.ts checks on the public pages.
 */
export function splitBlueprintCss(css: string): { public: string; rest: string } {
  const pub = postcss.parse(css);
  const rest = pub.clone();
  split(pub, rest);
  return { public: pub.toString(), rest: rest.toString() };
}

function split(pub: Container, rest: Container) {
  const a = pub.nodes ?? [];
  const b = rest.nodes ?? [];
  for (let i = a.length - 1; i >= 0; i--) {
    const p = a[i];
    const r = b[i];
    if (p.type === 'rule') {
      const kept: string[] = [];
      const moved: string[] = [];
      for (const s of (p as Rule).selectors) (isPublicSelector(s) ? kept : moved).push(s);
      if (kept.length) (p as Rule).selectors = kept;
      else p.remove();
      if (moved.length) (r as Rule).selectors = moved;
      else r.remove();
    } else if (
      p.type === 'atrule' &&
      (p as AtRule).nodes &&
      /^(media|supports|layer|container)$/.test((p as AtRule).name)
    ) {
      split(p as AtRule, r as AtRule);
      if (!(p as AtRule).nodes?.length) p.remove();
      if (!(r as AtRule).nodes?.length) r.remove();
    } else {
      r.remove();
    }
  }
}

/** The rest's selectors as the elements they match (pseudo-classes and -elements removed), for the e2e check. */
export function structuralSelectors(css: string): string[] {
  const out = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).name.endsWith('keyframes')) return;
    for (const s of rule.selectors) {
      const bare = s
        .replace(/::?[a-z-]+\((?:[^()]|\([^()]*\))*\)/g, '') // :not(...), :nth-child(...), :is(...)
        .replace(/::?[a-z-]+/g, '')
        .trim();
      // An icon font glyph (`.bp6-icon-lock::before { content: ... }`) draws nothing in the
      // site's SVG icons, which carry the class too: `.bp6-icon:not(:empty)::before` blanks it.
      if (bare.includes(NAMESPACE) && !/^\.bp6-icon-[a-z0-9-]+$/.test(bare)) out.add(bare);
    }
  });
  return [...out];
}
