import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The app's root folder (the one with package.json). Found by walking up, because this code runs
 * both from source (api/*.ts under tsx) and bundled (dist/server/main.js), at different depths.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'api'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '..');
  }
}
export const APP_ROOT = findRoot(import.meta.dirname);
export const APP_VERSION: string = JSON.parse(readFileSync(path.join(APP_ROOT, 'package.json'), 'utf8')).version;
