import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './renderer.vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Main (ESM, Node built-ins and electron external), preload (CommonJS: sandboxed preloads can't
// be ES modules, and everything it uses is bundled in), renderer (the web dashboard).
export default defineConfig({
  main: {
    build: {
      outDir: here('../out/main'),
      // Everything main uses (zod) is bundled: the packaged app ships no node_modules.
      externalizeDeps: false,
      rollupOptions: { input: { index: here('./main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: here('../out/preload'),
      externalizeDeps: false,
      rollupOptions: {
        input: { index: here('./preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: rendererConfig(),
});
