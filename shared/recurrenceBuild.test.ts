import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * rrule is CommonJS for Node and ESM for bundlers (recurrence.ts reads either): a bundle of
 * recurrence.ts builds without a warning, and the bundled rrule expands a rule.
 */
describe('shared/recurrence.ts in a bundle', () => {
  it('builds quietly (no IMPORT_IS_UNDEFINED) and expands a series', async () => {
    const warnings: string[] = [];
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'recurrence-build-'));
    try {
      await build({
        configFile: false,
        logLevel: 'silent',
        root: path.join(import.meta.dirname, '..'),
        build: {
          outDir: out,
          minify: false,
          lib: { entry: path.join(import.meta.dirname, 'recurrence.ts'), formats: ['es'], fileName: 'recurrence' },
          rollupOptions: { onwarn: (w: Rollup.RollupLog) => void warnings.push(`${w.code}: ${w.message}`) },
        },
      });
      expect(warnings).toEqual([]);
      const file = fs.readdirSync(out).find((f) => f.startsWith('recurrence'))!;
      const bundled = (await import(pathToFileURL(path.join(out, file)).href)) as typeof import('./recurrence');
      const series = {
        id: 's',
        startTime: '2026-09-01T21:00:00.000Z',
        endTime: '2026-09-01T22:00:00.000Z',
        recurrence: { frequency: 'weekly' as const, interval: 1, byDay: ['TU' as const], until: '2026-09-15' },
      };
      expect(bundled.seriesDates(series, 'America/Chicago', '2026-09-01', '2026-09-30')).toEqual([
        '2026-09-01',
        '2026-09-08',
        '2026-09-15',
      ]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
