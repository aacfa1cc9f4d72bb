import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * Vite 8 does not tree-shake @blueprintjs/icons' allPaths (about 215 KB gzipped, PITFALLS.md).
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
export const blueprintPlugins = (): Plugin[] => [stubBlueprintAllPaths(), dropBlueprintDarkTheme()];
