import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * For tests that hold a rule over the code itself (an API path written only in shared/routes.ts,
 * escapeHtml once, Spanish only in shared/words): the product modules (.ts, .tsx, .mjs; no tests)
 * under `dirs` of `root`, as paths relative to it, less the folders named in `skip`.
 */
export function productSources(root: string, dirs: string[], skip: string[] = []): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? ['node_modules', 'dist', ...skip].includes(e.name)
          ? []
          : walk(join(dir, e.name))
        : /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.includes('.test.')
          ? [join(dir, e.name)]
          : [],
    );
  return dirs.flatMap(walk);
}

/** The lines of those modules that match `pattern`, comment lines left out: "file: line". */
export function codeLines(root: string, files: string[], pattern: RegExp): string[] {
  return files.flatMap((f) =>
    readFileSync(join(root, f), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && pattern.test(line))
      .map((line) => `${f}: ${line.trim()}`),
  );
}
