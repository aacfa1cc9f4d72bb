import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's process settings for memory (README "Memory"): glibc malloc's two variables and
 * V8's young generation capped at 8 MB a semi-space (Node's default 16: up to ~17 MB more RSS
 * under load for no gain at this server's allocation rate). Three places start the server as
 * production runs it, each edited alone: npm start, the systemd unit, and the bench that measures
 * the figures.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const FLAG = '--max-semi-space-size=8';

describe('how the server process runs', () => {
  it('npm start passes the young generation flag before the bundle and sets malloc', () => {
    const start = read('scripts/start.mjs');
    expect(start).toMatch(new RegExp(`\\[\\s*'${FLAG}',\\s*'dist/server/main.js'\\s*\\]`));
    expect(start).toContain("MALLOC_ARENA_MAX: '2'");
    expect(start).toContain("MALLOC_MMAP_THRESHOLD_: '131072'");
  });

  it('the systemd unit does the same', () => {
    const unit = read('deploy/academy.service');
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/local/bin/node ${FLAG} /opt/academy/dist/server/main\\.js$`, 'm'));
    expect(unit).toMatch(/^Environment=MALLOC_ARENA_MAX=2$/m);
    expect(unit).toMatch(/^Environment=MALLOC_MMAP_THRESHOLD_=131072$/m);
  });

  it('the bench starts its servers that way', () => {
    const bench = read('bench/run.ts');
    expect(bench).toContain(`const SERVER_NODE_FLAGS = ['${FLAG}'];`);
    expect(bench).toMatch(/spawn\(process\.execPath, \[\.\.\.SERVER_NODE_FLAGS, 'dist\/server\/main\.js'\]/);
    expect(bench).toContain("const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };");
  });
});
