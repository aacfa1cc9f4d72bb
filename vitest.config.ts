import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests and the API over real HTTP on 127.0.0.1. The browser suite has its own config (e2e/).

/** What production's Node.js runs. */
const SERVER_TESTS = ['api/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * CI runs the server's tests once, on production's Node.js (.ci/prod-node), and sets this for
 * `npm test` after it: running them twice cost ~4 of CI's minutes on two cores.
 */
const serverTestsElsewhere = process.env.SERVER_TESTS_ON_PROD_NODE === '1';
export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  test: {
    include: [
      ...(serverTestsElsewhere ? [] : SERVER_TESTS),
      'desktop/**/*.test.ts',
      'web/src/**/*.test.ts',
      'web/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', '**/out/**'],
    environment: 'node',
    // Every folder the tests make with tempDir (api/testing/harness.ts) is removed when the run ends.
    globalSetup: ['api/testing/tempRoot.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
