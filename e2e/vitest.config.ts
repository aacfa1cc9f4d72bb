import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end suite: the built server on 127.0.0.1 with a temp data folder, driven in Debian's
// Chromium. Each file starts its own server on a free port with its own data folder, so files run
// two at a time: CI's machine has two cores, one file at a time left one idle while a page waited.
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
    setupFiles: ['e2e/setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    environment: 'node',
  },
});
