// `npm start`: build what is stale, then run the server bundle (no dev tooling loaded).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await import('./build.mjs');
// MALLOC_ARENA_MAX=2: glibc otherwise makes a malloc arena per thread (libuv pool, libvips),
// each keeping freed memory; two arenas cut the server's RSS by tens of MB (bench/RESULTS.md).
const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
