import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** CI ran the smoke file on production's Node.js already (.ci/prod-node), as the server's tests. */
const smokeElsewhere = process.env.SERVER_TESTS_ON_PROD_NODE === '1';

// End-to-end suite: the built server on 127.0.0.1 with a temp data folder, driven in Debian's
// Chromium. Files run one at a time: the machine has two cores and each file starts a server.
export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
      '@': fileURLToPath(new URL('../web/src', import.meta.url)),
    },
  },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(smokeElsewhere ? ['e2e/smoke.test.ts'] : [])],
    setupFiles: ['e2e/setup.ts'],
    // The sites' data folders go into one folder per run, removed at its end (api/testing/tempRoot.ts).
    globalSetup: ['api/testing/tempRoot.ts'],
    fileParallelism: false,
    // One worker process for every file (the files still run one at a time): playwright-core, axe
    // and the harness load once instead of per file (setup 6.6 s -> 2.5 s over three files). The
    // helpers keep no state across files but hydrationMismatches, emptied after each test.
    isolate: false,
    // A page's state settles within frames and fetches that a loaded CI machine stretches: a poll
    // waits up to 10 s (vitest's default 1 s once failed a scroll to today on a phone).
    expect: { poll: { timeout: 10_000 } },
    testTimeout: 60_000,
    hookTimeout: 90_000,
    environment: 'node',
  },
});
