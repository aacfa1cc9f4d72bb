import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One answer to "which Node.js": deploy/install.sh's NODE_MAJOR and NODE_MIN (production, and
 * .ci/prod-node's second run), package.json's engines (production's line and the older one the
 * full CI suite still runs on), what the installed packages declare, and README. Checked here
 * because each of them is edited alone, and npm only warns (EBADENGINE) about a mismatch.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Electron's download and rebuild tooling: only packaging the desktop app runs it, on production's Node. */
const DESKTOP_PACKAGING = new Set([
  'electron',
  '@electron/get',
  '@electron/rebuild',
  '@electron-internal/extract-zip',
  'node-abi',
]);

type Version = [number, number, number];
const cmp = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Does `v` satisfy one comparator of an npm range (>=, >, <, <=, ^, ~, x-ranges)? Throws on other syntax. */
function comparatorAdmits(v: Version, comparator: string): boolean {
  if (comparator === '*' || comparator === '') return true;
  const m = /^(>=|<=|>|<|=|\^|~)?v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-[\w.]+)?$/.exec(comparator);
  if (!m) throw new Error(`engines range not understood: '${comparator}'`);
  const [, op = '', major, minorText, patchText] = m;
  const minor = minorText === undefined || /\D/.test(minorText) ? undefined : Number(minorText);
  const patch = patchText === undefined || /\D/.test(patchText) ? undefined : Number(patchText);
  const low: Version = [Number(major), minor ?? 0, patch ?? 0];
  const below = (high: Version) => cmp(v, low) >= 0 && cmp(v, high) < 0;
  switch (op) {
    case '>=':
      return cmp(v, low) >= 0;
    case '>':
      return cmp(v, low) > 0;
    case '<':
      return cmp(v, low) < 0;
    case '<=':
      return cmp(v, low) <= 0;
    case '^':
      return below(low[0] > 0 ? [low[0] + 1, 0, 0] : [0, low[1] + 1, 0]);
    case '~':
      return below(minor === undefined ? [low[0] + 1, 0, 0] : [low[0], low[1] + 1, 0]);
    default:
      if (minor === undefined) return v[0] === low[0];
      if (patch === undefined) return v[0] === low[0] && v[1] === low[1];
      return cmp(v, low) === 0;
  }
}

export function rangeAdmits(range: string, version: string): boolean {
  const v = version.split('.').map(Number) as Version;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((c) => comparatorAdmits(v, c)),
  );
}

/** The lowest version of each alternative of a range of lower bounds ("^20.19.0 || >=22.13.0"). */
function minima(range: string): string[] {
  return range.split('||').map((alternative) => {
    const m = /^\s*(?:\^|>=)\s*(\d+\.\d+\.\d+)\s*$/.exec(alternative);
    if (!m) throw new Error(`package.json engines: each alternative should be ^x.y.z or >=x.y.z, got '${alternative}'`);
    return m[1];
  });
}

/** name, version and engines.node of every package under node_modules, nested ones included. */
function installedEngines(): { name: string; where: string; range: string }[] {
  const out: { name: string; where: string; range: string }[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.name.startsWith('@')) {
        walk(path);
        continue;
      }
      const manifest = join(path, 'package.json');
      if (existsSync(manifest)) {
        const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; engines?: { node?: unknown } };
        if (pkg.name && typeof pkg.engines?.node === 'string')
          out.push({ name: pkg.name, where: path.slice(ROOT.length + 1), range: pkg.engines.node });
      }
      walk(join(path, 'node_modules'));
    }
  };
  walk(join(ROOT, 'node_modules'));
  return out;
}

const installSh = read('deploy/install.sh');
const NODE_MAJOR = /^NODE_MAJOR=(\d+)$/m.exec(installSh)?.[1];
const NODE_MIN = /^NODE_MIN=(\d+\.\d+\.\d+)$/m.exec(installSh)?.[1];
const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

describe('rangeAdmits', () => {
  it('reads the ranges packages declare', () => {
    expect(rangeAdmits('^20.19.0 || ^22.13.0 || >=24', '22.12.0')).toBe(false);
    expect(rangeAdmits('^20.19.0 || ^22.13.0 || >=24', '22.13.0')).toBe(true);
    expect(rangeAdmits('^20.19.0 || ^22.13.0 || >=24', '23.1.0')).toBe(false);
    expect(rangeAdmits('>= 22.12.0', '20.19.0')).toBe(false);
    expect(rangeAdmits('>=14.0.0', '20.19.0')).toBe(true);
    expect(rangeAdmits('>=18 <21', '22.13.0')).toBe(false);
    expect(rangeAdmits('~20.19', '20.20.0')).toBe(false);
    expect(rangeAdmits('20.x || 22', '22.1.0')).toBe(true);
    expect(() => rangeAdmits('18 - 22', '18.5.0')).toThrow(/not understood/);
  });
});

describe('Node.js versions', () => {
  it('deploy/install.sh installs production major and refuses anything older', () => {
    expect(NODE_MAJOR).toMatch(/^\d+$/);
    expect(NODE_MIN?.split('.')[0]).toBe(NODE_MAJOR);
  });

  it("package.json engines: production's minimum is install.sh's, and the older lines come before it", () => {
    const lows = minima(engines);
    expect(lows.at(-1)).toBe(NODE_MIN);
    for (const low of lows.slice(0, -1)) expect(Number(low.split('.')[0])).toBeLessThan(Number(NODE_MAJOR));
  });

  it('every installed package runs on each minimum of engines (Electron packaging on production line only)', () => {
    const refused: string[] = [];
    for (const { name, where, range } of installedEngines()) {
      const lows = DESKTOP_PACKAGING.has(name) ? [NODE_MIN!] : minima(engines);
      for (const low of lows) if (!rangeAdmits(range, low)) refused.push(`${where} (${range}) refuses ${low}`);
    }
    expect(refused).toEqual([]);
  });

  it('README names production major and each minimum', () => {
    const readme = read('README.md');
    expect(readme).toContain(`Node.js ${NODE_MAJOR}`);
    for (const low of minima(engines)) expect(readme).toContain(low.split('.').slice(0, 2).join('.'));
  });
});
