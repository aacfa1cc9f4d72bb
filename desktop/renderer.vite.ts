import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import { blueprintPlugins } from '../web/vitePlugins.ts';
import { DESKTOP_CSP } from './shared/csp';

export { DESKTOP_CSP };

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Emitted first in <head>, so the policy is in force before any script or stylesheet tag is read. */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'desktop-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: DESKTOP_CSP },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The desktop renderer's Vite config, used by electron-vite (electron.vite.config.ts) and by the
 * end-to-end test that serves the same renderer to Chromium. It imports the web dashboard
 * through the same aliases as web/vite.config.ts, and shares its Blueprint build plugins.
 */
export function rendererConfig(): UserConfig {
  return {
    root: here('./renderer'),
    base: './',
    // The renderer loads all of blueprint.css itself (main.tsx), so the dashboard's half is empty here.
    plugins: [...blueprintPlugins({ whole: true }), react(), contentSecurityPolicy()],
    resolve: {
      alias: {
        '@shared': here('../shared'),
        '@': here('../web/src'),
      },
    },
    build: {
      outDir: here('../out/renderer'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      rollupOptions: { input: here('./renderer/index.html') },
    },
  };
}
