import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { linguiCatalogs } from './i18nPlugin.ts';
import { blueprintPlugins } from './vitePlugins.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

const modules = (path: string) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
/**
 * react-router's package exports only its development build; the production build beside it has
 * the same API without the dev-time warnings and checks (~0.6 KB gzipped on every page).
 */
const productionRouter = [
  { find: /^react-router$/, replacement: modules('react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: modules('react-router/dist/production/dom-export.mjs') },
];

/**
 * What goes into the `site` chunk (see its group below), by path. Listed by name rather than "any
 * small shared module": a rule by size would also gather modules only the dashboard shares, and
 * every public page would download them. An icon a public page starts using and that is not here
 * only costs a chunk of its own.
 */
const siteModules = new RegExp(
  [
    String.raw`web[\\/]src[\\/](components|hooks)[\\/][^\\/]+\.tsx?$`,
    String.raw`web[\\/]src[\\/]i18n[\\/]content\.ts$`,
    String.raw`shared[\\/](categories|translations|programs|offline)\.ts$`,
    String.raw`@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](svgIconContainer|iconTypes|classes|jsUtils)\.js$`,
    String.raw`@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]components[\\/](map-marker|lock|chevron-left|chevron-right)\.js$`,
    // date-fns' locale builders (~0.6 KB gzipped), which the Spanish dates and the dashboard's
    // English locale share: a chunk of their own was a seventh file on every Spanish page.
    String.raw`date-fns[\\/]locale[\\/]_lib[\\/]build\w+\.js$`,
  ].join('|'),
);

export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [...blueprintPlugins(), linguiCatalogs(), react()],
  // The footer's year in the prerendered pages (SiteFooter.tsx).
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  resolve: {
    alias: [
      ...(mode === 'production' ? productionRouter : []),
      { find: '@shared', replacement: fileURLToPath(new URL('../shared', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  build: {
    // The boot script adds the modulepreload links itself (scripts/prerender.mjs); a browser
    // without modulepreload (Safari < 17) just loads the modules when imported. ~0.3 KB gzipped
    // less on every page.
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small shared pieces every public page uses (React, the router, our components,
          // hooks and categories, the icons' container) in one chunk, not a dozen tiny ones: fewer requests
          // and ~1 KB gzipped less glue (docs/build-notes.md#what-the-home-page-loads). Likewise the
          // few-hundred-byte modules several public routes share (the content helpers, the programs,
          // the offline rules, the public pages' icons): each was a chunk, a request and a module of
          // its own (/ preloaded 14 files, now 6; docs/build-notes.md#the-start-up-in-tasks). Scripts
          // only: components.css is imported by main.tsx, so it stays after theme.css in the cascade.
          groups: [
            {
              name: 'site',
              test: siteModules,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
}));
