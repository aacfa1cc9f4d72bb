import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { BLUEPRINT_CSS, blueprintHalvesOf, withoutDarkTheme } from './blueprintSubset.ts';

/**
 * Vite 8 does not tree-shake @blueprintjs/icons' allPaths (about 215 KB gzipped, docs/build-notes.md#blueprint-icons-with-vite-8).
 * The app imports icons as components (`<CalendarIcon />`), which carry their own paths, so the
 * index of all paths is replaced by an empty module.
 */
function stubBlueprintAllPaths(): Plugin {
  return {
    name: 'stub-blueprint-all-paths',
    enforce: 'pre',
    load(id) {
      if (/@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]allPaths\.js$/.test(id)) {
        return 'export const IconSvgPaths16 = {}; export const IconSvgPaths20 = {}; export function getIconPaths() { return undefined; }';
      }
      return null;
    },
  };
}

/**
 * @blueprintjs/icons' iconNames builds its name maps at import time, case-converting some 550
 * names twice: tens of milliseconds on a phone before the first render, for maps the app only
 * reads in the icon loader it never calls. This builds them on first use instead.
 */
function lazyBlueprintIconNames(): Plugin {
  return {
    name: 'lazy-blueprint-icon-names',
    enforce: 'pre',
    load(id) {
      if (!/@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/.test(id)) return null;
      return `import { pascalCase, snakeCase } from "change-case";
import { BlueprintIcons_16 } from "./generated/16px/blueprint-icons-16";
let names;
function all() {
  if (!names) {
    names = {};
    for (const name of Object.values(BlueprintIcons_16)) names[pascalCase(name)] = name;
    for (const name of Object.values(BlueprintIcons_16)) names[snakeCase(name).toUpperCase()] = name;
  }
  return names;
}
export const IconNames = new Proxy({}, {
  get: (_, key) => all()[key],
  has: (_, key) => key in all(),
  ownKeys: () => Reflect.ownKeys(all()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(all(), key),
});
export const IconNamesSet = new Set(Object.values(BlueprintIcons_16));
`;
    },
  };
}

/**
 * The site and dashboard never use Blueprint's dark theme, whose `.bp6-dark` rules are more than
 * half of blueprint.css: dropped at build time (blueprintSubset.ts).
 */
function dropBlueprintDarkTheme(): Plugin {
  return {
    name: 'drop-blueprint-dark-theme',
    enforce: 'pre',
    transform(code, id) {
      if (!/@blueprintjs[\\/][a-z]+[\\/]lib[\\/]css[\\/][a-z-]+\.css$/.test(id)) return null;
      return { code: withoutDarkTheme(code), map: null };
    },
  };
}

/**
 * `blueprint/public.css` and `blueprint/rest.css`: Blueprint's stylesheet in two halves
 * (blueprintSubset.ts). Every page loads the public half (main.tsx); the dashboard adds the rest
 * when it loads. `whole: true` (the desktop app, which loads all of blueprint.css itself) makes
 * both empty.
 */
function blueprintHalves(opts: { whole?: boolean }): Plugin {
  const PREFIX = 'blueprint/';
  let halves: { public: string; rest: string } | undefined;
  return {
    name: 'blueprint-halves',
    enforce: 'pre',
    resolveId(id) {
      return id === `${PREFIX}public.css` || id === `${PREFIX}rest.css` ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      if (opts.whole) return '';
      halves ??= blueprintHalvesOf(readFileSync(BLUEPRINT_CSS, 'utf8'));
      return id.endsWith('public.css') ? halves.public : halves.rest;
    },
  };
}

/** The Blueprint build fixes shared by the web app and the desktop renderer. */
export const blueprintPlugins = (opts: { whole?: boolean } = {}): Plugin[] => [
  stubBlueprintAllPaths(),
  lazyBlueprintIconNames(),
  dropBlueprintDarkTheme(),
  blueprintHalves(opts),
];
