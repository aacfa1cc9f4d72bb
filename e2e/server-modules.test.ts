import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, startSite, type Site } from './harness';

/**
 * What the built server loads from node_modules at start. Each ES module costs memory for good
 * (its code, its module record); a package's index that re-exports everything (date-fns,
 * date-fns/locale: ~800 modules, ~30 MB of RSS) has to be bundled by scripts/build.mjs instead.
 * The budget: about 170 today (zod 95, formidable 16, sharp 14 for the demo seed, ...).
 */
const MAX_MODULES = 300;

describe('the built server', () => {
  let site: Site | null = null;
  const logDir = mkdtempSync(join(tmpdir(), 'academy-modules-'));
  afterAll(async () => {
    await site?.stop();
    rmSync(logDir, { recursive: true, force: true });
  });

  it(`loads at most ${MAX_MODULES} ES modules from node_modules, starting with demo data`, async () => {
    const log = join(logDir, 'modules.log');
    site = await startSite({
      seed: 'demo',
      env: {
        MODULE_LOG: log,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(join(ROOT, 'e2e/moduleLog.mjs')).href}`,
      },
    });
    const urls = new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean));
    const byPackage = new Map<string, number>();
    for (const u of urls) {
      const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u)![1];
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
    }
    const top = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 5);
    expect(urls.size, `modules by package, most first: ${JSON.stringify(top)}`).toBeLessThanOrEqual(MAX_MODULES);
  });
});
