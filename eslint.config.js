// ESLint flat config (`npm run lint`, zero warnings allowed). Every rule that is switched off or
// narrowed here says why next to it. The layer rules work on resolved paths, so relative
// imports and the '@/…' and '@shared/…' aliases (tsconfig.json "paths") are judged alike.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig, globalIgnores } from 'eslint/config';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { maxLines } from './scripts/eslint/maxLines.js';

const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

// Globals that exist in only one of the two environments. TypeScript cannot tell them apart
// (tsconfig.json gives every folder both the DOM and the Node types), so each side bans the other's.
const nodeOnly = [
  'process',
  'Buffer',
  'global',
  '__dirname',
  '__filename',
  'require',
  'module',
  'exports',
  'setImmediate',
  'clearImmediate',
];
const browserOnly = ['window', 'document', 'localStorage', 'sessionStorage', 'location', 'history', 'navigator'];
const banGlobals = (names, where) => names.map((name) => ({ name, message: `${name} is not available ${where}.` }));

// Layers (README "Lint and format"): shared/ imports nothing of ours; api/ and web/ never import
// each other; only desktop/ imports web/; the desktop app talks to the API over HTTP, so its code
// never imports api/ (desktop/test/ may: it starts a real server for the tests).
const layerZones = [
  {
    target: './shared',
    from: './',
    except: ['./shared', './node_modules'],
    message: 'shared/ is used by api, web and desktop: it imports only packages and other shared/ files.',
  },
  {
    target: './api',
    from: './web',
    message: 'api/ never imports web/ (the server serves the built web/dist, it does not import it).',
  },
  { target: './api', from: './desktop', message: 'api/ never imports desktop/.' },
  { target: './web', from: './api', message: 'web/ never imports api/: put what both need in shared/.' },
  {
    target: ['./web', './desktop/renderer', './desktop/preload'],
    from: './shared/node',
    message: 'shared/node/ is Node-only (files, processes): browser code never imports it.',
  },
  {
    target: './web',
    from: './desktop',
    message: 'web/ never imports desktop/: the desktop app plugs in through the Platform interface.',
  },
  {
    target: ['./desktop/main', './desktop/preload', './desktop/renderer', './desktop/shared'],
    from: './api',
    message: 'The desktop app talks to the API over HTTP: it never imports api/ (only desktop/test/ may).',
  },
];

// Zones inside web/src, as bulletproof-react draws them: a feature never imports another one
// (what two features share goes to components/, hooks/ or lib/), and imports go app -> features
// -> components/hooks/lib. In the dashboard (features/admin) the tabs are features of their own:
// each uses only auth/, common/ and admin.css, and layout/ composes them.
const features = (dir) =>
  (existsSync(fileURLToPath(new URL(dir, import.meta.url)))
    ? readdirSync(fileURLToPath(new URL(dir, import.meta.url)), { withFileTypes: true })
    : []
  )
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const webZones = [
  ...features('./web/src/features').map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what both need to components/, hooks/ or lib/.',
  })),
  ...features('./web/src/features/admin')
    .filter((name) => name !== 'layout')
    .map((name) => ({
      target: `./web/src/features/admin/${name}`,
      from: './web/src/features/admin',
      except: [...new Set([`./${name}`, './auth', './admin.css', ...(name === 'auth' ? [] : ['./common'])])],
      message: 'A dashboard tab uses only admin/auth and admin/common; admin/layout composes the tabs.',
    })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Imports go app -> features: a feature never imports the app (its router, layout or pages).',
  },
  {
    target: ['./web/src/components', './web/src/hooks', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'components/, hooks/ and lib/ are shared by the features: they import neither features nor app.',
  },
];

// Zones inside api/ (README "Where things live"): features on two layers. A feature
// (api/features/<name>/) never imports another one: what two need goes down to a layer. The layers:
// api/http/ (the edge: Koa, route types, the guards, domain errors to statuses), api/storage/
// (every file the server writes; no HTTP), and beside http the shared domain that features may use:
// api/content/ (the content collections' writes, versions, trash), api/notices/ (the notice engine:
// queue, scheduler, SMTP, signed links), api/auth/ (passwords, sessions, member cookies, limits),
// api/log/. No layer imports a feature: services.ts, routes.ts and app.ts at the root wire them.
const apiLayers = ['./api/http', './api/storage', './api/content', './api/notices', './api/auth', './api/log'];
const apiZones = [
  ...features('./api/features').map((name) => ({
    target: `./api/features/${name}`,
    from: './api/features',
    except: [`./${name}`],
    message:
      'A feature never imports another feature: move what both need down a layer (api/http, api/storage, api/content, api/notices, api/auth) or to shared/.',
  })),
  {
    target: apiLayers,
    from: './api/features',
    message: 'A layer never imports a feature: the root (services.ts, routes.ts, app.ts) hands it what it needs.',
  },
  {
    target: './api/storage',
    from: ['./api/http', './api/content', './api/notices', './api/auth', './api/app.ts', './api/routes.ts'],
    message: 'storage/ knows no HTTP: return data or throw storage or domain errors; http/ turns them into answers.',
  },
];

// Only api/http/ (and app.ts, which composes the Koa app) imports Koa and its middleware: features
// write handlers on the types http/route.ts hands out, and throw domain errors (api/errors.ts).
const KOA_ONLY_IN_HTTP = {
  files: ['api/**/*.ts'],
  ignores: ['api/http/**', 'api/app.ts', 'api/types.d.ts', '**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['koa', 'koa-*', '@koa/*'],
            message: 'Only api/http/ imports Koa: use the types of api/http/route.ts and throw api/errors.ts.',
          },
        ],
      },
    ],
  },
};

export default defineConfig(
  // Build output and runtime data (.gitignore).
  globalIgnores([
    'web/dist/',
    'dist/',
    'out/',
    'build/',
    'release/',
    'test-results/',
    'data/',
    'backups/',
    'bench/.work/',
    '.tmp/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  // Not the type-checked presets: building the TypeScript program doubles the lint's CPU time
  // (47 s instead of 23 s; 84 s of wall time on the shared 2-core machine), and
  // `npm run typecheck` already runs in CI.
  tseslint.configs.recommended,
  {
    rules: {
      // The `_` prefix marks a value left out on purpose (`const { id: _id, ...rest } = x`), as
      // tsc's noUnusedLocals allows.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Imports: cycles and layers, on paths resolved like tsc and Vite resolve them.
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.node'],
          tsconfig: { configFile: tsconfig },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...webZones, ...apiZones] }],
    },
  },

  KOA_ONLY_IN_HTTP,

  // File size (scripts/eslint/maxLines.js): product code only; a longer file gives its reason in
  // its first comment.
  {
    files: ['api/**/*.ts', 'web/**/*.{ts,tsx}', 'desktop/**/*.{ts,tsx}', 'shared/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'desktop/test/**', 'api/testing/**'],
    plugins: { local: { rules: { 'max-lines': maxLines } } },
    rules: { 'local/max-lines': 'error' },
  },

  // Globals per folder.
  {
    files: [
      'api/**',
      'desktop/main/**',
      'desktop/test/**',
      'desktop/*.ts',
      'stress/**',
      'bench/**',
      'scripts/**',
      'web/*.ts',
      '*.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['api/**', 'desktop/main/**', 'stress/**', 'scripts/**'],
    rules: { 'no-restricted-globals': ['error', ...banGlobals(browserOnly, 'in Node')] },
  },
  {
    files: ['web/src/**', 'desktop/renderer/**', 'desktop/preload/**'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-globals': ['error', ...banGlobals(nodeOnly, 'in the browser')] },
  },
  {
    // Runs in Node at build time (scripts/prerender.mjs) and in the browser alike.
    files: ['web/src/prerender.tsx'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  {
    // Used on both sides: only what Node and browsers share.
    files: ['shared/**', 'desktop/shared/**'],
    languageOptions: { globals: globals['shared-node-browser'] },
    rules: {
      'no-restricted-globals': [
        'error',
        ...banGlobals([...nodeOnly, ...browserOnly], 'in code that runs on both sides'),
      ],
    },
  },
  {
    // shared/node/: the Node-only part of the contract (the atomic file writer, the turns of long builds).
    files: ['shared/node/**'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-globals': ['error', ...banGlobals(browserOnly, 'in Node')] },
  },
  {
    // Node, plus the callbacks that page.evaluate() runs in the browser.
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // React: the hooks rules and the React Compiler's checks of render purity.
  {
    files: ['web/src/**/*.{ts,tsx}', 'desktop/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/unsupported-syntax': 'error',
      // Only meaningful when the React Compiler memoizes the code, and this project does not run it.
      'react-hooks/incompatible-library': 'off',
      // Flags the deliberate resets on a new key (useResource, useGallery, the menu on navigation)
      // and async loaders; rewriting them would change the tuned hydration and transition timing.
      'react-hooks/set-state-in-effect': 'off',
    },
  },

  // Tests and harnesses.
  {
    files: ['**/*.test.ts', 'e2e/**', 'stress/**', 'bench/**', 'desktop/test/**'],
    rules: {
      // They read untyped JSON answers and poke at internals; `any` there is a deliberate shortcut.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
