/**
 * One cold start of the desktop app's main-process backend, run in its own process by
 * bench/desktopCache.ts: `tsx bench/desktopCacheStart.ts <userDataDir> <path>...`. Prints one JSON
 * line: ms for what start does (createBackend: settings, the server's folder, queue, cache), then
 * for the first GET of each path (offline: answered from the cache file), then the renderer's
 * JSON.parse of that answer, measured apart since it runs in the renderer.
 */
import { createBackend } from '../desktop/main/backend';

const [userDataDir, ...paths] = process.argv.slice(2);
const plainCipher = {
  isEncryptionAvailable: () => true,
  encryptString: (s: string) => Buffer.from(s),
  decryptString: (b: Buffer) => b.toString(),
};

const t0 = performance.now();
const backend = await createBackend({
  userDataDir,
  fetch: globalThis.fetch,
  cipher: plainCipher,
  dialogs: { save: async () => true, open: async () => ({ name: '', content: '' }) },
  openExternal: () => undefined,
});
backend.start();
const startMs = performance.now() - t0;
const gets: Record<string, { ms: number; status: number; bytes: number; parseMs: number }> = {};
for (const path of paths) {
  const t = performance.now();
  const res = await backend.handle('request', { method: 'GET', path });
  const ms = performance.now() - t;
  const p = performance.now();
  JSON.parse(res.body);
  gets[path] = { ms, status: res.status, bytes: res.body.length, parseMs: performance.now() - p };
}
backend.stop();
console.log(JSON.stringify({ startMs, gets, sinceProcessStartMs: performance.now() }));
