// `npm start`: build what is stale, then run the server bundle (no dev tooling loaded).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await import('./build.mjs');
// glibc malloc, for a lower RSS (bench/RESULTS.md, Memory): MALLOC_ARENA_MAX=2, not an arena per
// thread (libuv pool, libvips) each keeping freed memory; MALLOC_MMAP_THRESHOLD_=131072 keeps
// blocks over 128 KB (scrypt's 16 MB, write buffers) in mmap, returned to the system when freed.
const child = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
