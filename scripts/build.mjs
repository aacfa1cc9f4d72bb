// Builds what is missing or older than its sources: the web app (web/dist) and the server
// bundle (dist/server). `npm start` and the end-to-end tests call this; `--force` rebuilds all.
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';
import { prerender, PUBLIC_PAGES } from './prerender.mjs';
import { buildRegisterScript, buildServiceWorker } from './serviceWorker.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');

function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p))
        if (name !== 'node_modules' && name !== 'dist' && !name.endsWith('.test.ts')) walk(join(p, name));
    } else max = Math.max(max, s.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return max;
}
const builtAt = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0);
const stale = (output, sources) => force || builtAt(output) < newest([...sources, 'package.json']);

if (
  stale('web/dist/index.html', [
    'web/src',
    'web/index.html',
    'web/public',
    'web/sw',
    'scripts/serviceWorker.mjs',
    'web/vite.config.ts',
    'scripts/prerender.mjs',
    'shared',
    // How the files are compressed ahead (below).
    'api/http/precompressed.ts',
    'api/http/payload.ts',
  ])
) {
  console.log('Building the web app…');
  await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn', build: { manifest: true } });
  console.log('Prerendering the public pages…');
  try {
    const pwaScript = await buildRegisterScript(root);
    await prerender(root, { pwaScript });
    console.log('Building the service worker…');
    // The member pages and /enroll are never stored (kind 'member' and 'online' in shared/publicPages.json);
    // the others are, in both languages (the Spanish ones are prerendered/es/<name>.html, with their catalog).
    const offlinePageNames = Object.values(PUBLIC_PAGES)
      .filter((page) => page.kind === 'offline')
      .flatMap(({ name }) => [name, `es/${name}`]);
    await buildServiceWorker(root, { offlinePageNames, pwaScript });
    // <file>.br and <file>.gz, as the server would make them at each start (api/http/precompressed.ts).
    // After the service worker, whose precache lists the files as they are.
    const { precompressFolder } = await tsImport('../api/http/precompressed.ts', import.meta.url);
    console.log(`${await precompressFolder(join(root, 'web/dist'))} .br and .gz files written`);
    // Written again, last: a running server reloads web/dist when index.html changes.
    const index = join(root, 'web/dist/index.html');
    writeFileSync(index, readFileSync(index));
  } catch (e) {
    rmSync(join(root, 'web/dist/index.html'), { force: true }); // so the next run builds again
    throw e;
  }
}
// scripts/build.mjs itself too: a change of the bundle's settings rebuilds it.
if (stale('dist/server/main.js', ['api', 'shared', 'scripts/build.mjs'])) {
  console.log('Building the server…');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@shared': join(root, 'shared') } },
    // Bundled rather than imported from node_modules: date-fns is ~250 ES modules and
    // date-fns/locale ~550 more, all loaded at start for one format() and two locales
    // (about 30 MB of RSS); bundled, only those remain.
    ssr: { noExternal: ['date-fns'] },
    build: {
      ssr: true,
      outDir: join(root, 'dist/server'),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        // The mail worker is its own entry: api/notices/mailThread.ts starts ./mailWorker.js
        // beside main.js. Shared chunks, if any, stay beside them too.
        input: { main: join(root, 'api/main.ts'), mailWorker: join(root, 'api/notices/mailWorker.ts') },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
}
