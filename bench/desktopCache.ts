/**
 * The desktop app's offline cache with years of content (issue 18), as part `desktop-cache` of
 * `npm run bench` (it needs the admin part's server for the list bodies; `npm run bench --
 * desktop-cache` seeds it without the browser runs).
 *
 * The lists the dashboard loads, as the server answers them for the admin part's data, go into an
 * OfflineCache where the app keeps them (userData/servers/<server>/cache, settings.json naming a
 * server that does not answer, so the app starts offline). Then, in a new process each time
 * (bench/desktopCacheStart.ts), the backend's start and the first GET of each list are timed:
 * what the app does before and while the dashboard shows its first screen offline. The same
 * start with an empty cache is the comparison. The writes that fill the cache (one per GET
 * answered online, awaited before the answer) are timed too.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverFolderName } from '../desktop/main/backend';
import { OfflineCache } from '../desktop/main/cache';

const RUNS = Number(process.env.DESKTOP_CACHE_RUNS ?? 3);
/** A port nothing listens on: the backend's fetch is refused at once, as with the network down. */
const SERVER_URL = 'http://127.0.0.1:9';
export const START_GOAL_MS = 1_000;

type Start = {
  startMs: number;
  gets: Record<string, { ms: number; status: number; bytes: number; parseMs: number }>;
  sinceProcessStartMs: number;
};
export type DesktopCacheResult = {
  files: { path: string; bytes: number; putMs: number }[];
  withCache: Start[];
  empty: Start[];
  load: string;
};

function coldStart(userDataDir: string, paths: string[]): Promise<Start> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(import.meta.dirname, '../node_modules/.bin/tsx'),
      [path.join(import.meta.dirname, 'desktopCacheStart.ts'), userDataDir, ...paths],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!) as Start);
      } catch {
        reject(new Error(`desktopCacheStart exited ${code}: ${err.slice(-500)}`));
      }
    });
  });
}

function userData(root: string, name: string) {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ serverUrl: SERVER_URL }));
  return { dir, cacheDir: path.join(dir, 'servers', serverFolderName(SERVER_URL), 'cache') };
}

export async function measureDesktopCache(
  bodies: Record<string, string>,
  log: (s: string) => void = () => undefined,
  runs = RUNS,
): Promise<DesktopCacheResult> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-desktop-cache-'));
  try {
    const full = userData(root, 'with-cache');
    const empty = userData(root, 'empty');
    const cache = new OfflineCache(full.cacheDir);
    const files: DesktopCacheResult['files'] = [];
    for (const [p, body] of Object.entries(bodies)) {
      const t = performance.now();
      const entry = await cache.put(p, { status: 200, statusText: 'OK', body });
      const putMs = performance.now() - t;
      files.push({ path: p, bytes: Buffer.byteLength(JSON.stringify(entry)), putMs });
    }
    const paths = Object.keys(bodies);
    const load0 = os.loadavg()[0];
    const withCache: Start[] = [];
    const none: Start[] = [];
    for (let k = 0; k < runs; k++) {
      withCache.push(await coldStart(full.dir, paths));
      none.push(await coldStart(empty.dir, []));
      const last = withCache[withCache.length - 1];
      log(
        `desktop-cache run ${k + 1}: start ${last.startMs.toFixed(0)} ms (empty cache ${none[none.length - 1].startMs.toFixed(0)} ms); first GETs ${Object.entries(
          last.gets,
        )
          .map(([p, g]) => `${p} ${g.ms.toFixed(0)} ms (${g.status})`)
          .join(', ')}`,
      );
    }
    for (const s of withCache)
      for (const [p, g] of Object.entries(s.gets)) if (g.status !== 200) throw new Error(`${p} answered ${g.status}`);
    return {
      files,
      withCache,
      empty: none,
      load: `${load0.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end (1-minute)`,
    };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;

/** Medians over the runs: start, each first GET, and start plus every first GET. */
export function desktopCacheSummary(r: DesktopCacheResult) {
  const paths = r.files.map((f) => f.path);
  const get = (p: string) => median(r.withCache.map((s) => s.gets[p].ms));
  const parse = (p: string) => median(r.withCache.map((s) => s.gets[p].parseMs));
  const start = median(r.withCache.map((s) => s.startMs));
  const total = median(r.withCache.map((s) => s.startMs + Object.values(s.gets).reduce((a, g) => a + g.ms, 0)));
  return { paths, get, parse, start, emptyStart: median(r.empty.map((s) => s.startMs)), total };
}

export function desktopCacheRows(r: DesktopCacheResult) {
  const s = desktopCacheSummary(r);
  const totalBytes = r.files.reduce((a, f) => a + f.bytes, 0);
  return [
    {
      part: 'Desktop',
      figure: `Offline cache holding the four admin lists (${mb(totalBytes)}): main-process start with it / with an empty cache (median of ${r.withCache.length} new processes)`,
      value: `${ms(s.start)} / ${ms(s.emptyStart)}`,
      goal: 'no growth with the cache',
      met: s.start - s.emptyStart < 100,
    },
    {
      part: 'Desktop',
      figure: `Start plus the first offline GET of every list (${s.paths.join(', ')})`,
      value: ms(s.total),
      goal: `< ${ms(START_GOAL_MS)}`,
      met: s.total < START_GOAL_MS,
    },
  ];
}

export function desktopCacheLines(r: DesktopCacheResult) {
  const s = desktopCacheSummary(r);
  const L = [
    `What the desktop main process reads at start (desktop/main/index.ts → backend.ts createBackend): settings.json, then for the server it names the token file's folder and queue.json (EditQueue.open); the OfflineCache is only a folder name until a GET is answered from it (cache.ts reads one file per request path, when that path is asked for while offline). Nothing at start lists or reads the cache folder, so its size does not enter the start time.`,
    `Method: the lists as the server answers them for the admin part's data, saved with OfflineCache.put where the app keeps them (userData/servers/<server>/cache); settings.json names a server that refuses connections, so the app is offline. Each run is a new process (tsx bench/desktopCacheStart.ts): createBackend and start(), then GET of each list through backend.handle('request'), as the renderer's IPC call does; the file system's page cache is warm (the files were just written). The same start with an empty cache for comparison. Load average: ${r.load} (2 shared cores).`,
    '',
    '| List | Cache file | Saving it (online GET, awaited before the answer) | First GET offline (median) | Renderer JSON.parse of it (median) |',
    '|---|---|---|---|---|',
  ];
  for (const f of r.files)
    L.push(`| ${f.path} | ${mb(f.bytes)} | ${ms(f.putMs)} | ${ms(s.get(f.path))} | ${ms(s.parse(f.path))} |`);
  L.push(
    '',
    `Start (createBackend) median ${ms(s.start)} with the cache, ${ms(s.emptyStart)} with an empty one; start plus every first GET ${ms(s.total)} (goal < ${ms(START_GOAL_MS)}).`,
    `Each run: ${r.withCache
      .map(
        (w, i) =>
          `start ${ms(w.startMs)} (empty ${ms(r.empty[i].startMs)}), GETs ${Object.values(w.gets)
            .map((g) => ms(g.ms))
            .join(' / ')}`,
      )
      .join('; ')}.`,
  );
  return L;
}
