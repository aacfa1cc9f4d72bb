import postcss from 'postcss';
import type { Plugin } from 'vite';

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
 * half of blueprint.css. Dropping them brings the CSS a visitor downloads under the 50 KB budget.
 */
function dropBlueprintDarkTheme(): Plugin {
  return {
    name: 'drop-blueprint-dark-theme',
    enforce: 'pre',
    transform(code, id) {
      if (!/@blueprintjs[\\/][a-z]+[\\/]lib[\\/]css[\\/][a-z-]+\.css$/.test(id)) return null;
      const root = postcss.parse(code);
      root.walkRules((rule) => {
        const kept = rule.selectors.filter((s) => !s.includes('.bp6-dark'));
        if (kept.length === 0) rule.remove();
        else if (kept.length !== rule.selectors.length) rule.selectors = kept;
      });
      root.walkAtRules((at) => {
        if (at.nodes && at.nodes.length === 0) at.remove();
      });
      return { code: root.toString(), map: null };
    },
  };
}

/** The Blueprint build fixes shared by the web app and the desktop renderer. */
export const blueprintPlugins = (): Plugin[] => [
  stubBlueprintAllPaths(),
  lazyBlueprintIconNames(),
  dropBlueprintDarkTheme(),
];
