import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';
import { blueprintPlugins } from '../web/vitePlugins.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The packaged window's Content-Security-Policy. Only in builds: the dev server's React refresh
 * needs an inline script. The page itself never talks to the network: its HTTP goes through IPC,
 * its images through academy-media:, external images are https: only, videos are embedded frames.
 */
export const DESKTOP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: academy-media: https:",
  "media-src 'self' academy-media: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://drive.google.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

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
