// Loads the server's dependencies, says "warm", then starts the server bundle (argv[2]) when a
// line arrives on stdin. The SIGKILL test keeps the next server warm while the current one runs,
// so a cycle costs the start-up itself, not loading node_modules (slow on a busy 2-core machine).
const deps = [
  'koa',
  'zod',
  'sharp',
  'date-fns',
  '@date-fns/tz',
  '@koa/multer',
  '@koa/router',
  'koa-body',
  'koa-compress',
  'koa-session',
  'lowdb',
  'lowdb/node',
  'nanoid',
  'multer',
];
await Promise.all(deps.map((d) => import(d).catch(() => {})));
process.stdout.write('warm\n');
process.stdin.once('data', () => {
  process.stdin.pause();
  process.stdin.unref?.();
  import(process.argv[2]);
});
