import path from 'node:path';
import { build } from 'vite';

/**
 * Builds the server bundle the suite runs (same settings as scripts/build.mjs, into dist/stress-server,
 * beside dist/server so its relative paths hold): a bundle starts in a fraction of the time tsx
 * needs, which matters for the 50 SIGKILL cycles.
 */
export default async function setup() {
  const root = path.join(import.meta.dirname, '..');
  const outDir = path.join(root, 'dist/stress-server');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@shared': path.join(root, 'shared') } },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        // The mail worker is its own entry, as in scripts/build.mjs (mailThread.ts starts ./mailWorker.js).
        input: { main: path.join(root, 'api/main.ts'), mailWorker: path.join(root, 'api/notices/mailWorker.ts') },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  process.env.STRESS_SERVER_BUNDLE = path.join(outDir, 'main.js');
}
