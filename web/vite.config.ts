import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Vite 8 does not tree-shake @blueprintjs/icons' allPaths (about 215 KB gzipped, PITFALLS.md).
 * Icons load through our own small registry (src/lib/icons.ts), so allPaths is replaced by an
 * empty module.
 */
export function stubBlueprintAllPaths(): Plugin {
  return {
    name: 'stub-blueprint-all-paths',
    enforce: 'pre',
    load(id) {
      if (/@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]allPaths\.js$/.test(id)) {
        return 'export const IconSvgPaths16 = {}; export const IconSvgPaths20 = {}; export function getIconPaths() { return undefined; }';
      }
      return null;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [stubBlueprintAllPaths(), react()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
});
