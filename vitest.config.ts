import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests and the API over real HTTP on 127.0.0.1. The browser suite has its own config (e2e/).
export default defineConfig({
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  test: {
    include: [
      'api/**/*.test.ts',
      'shared/**/*.test.ts',
      'desktop/**/*.test.ts',
      'web/src/**/*.test.ts',
      'web/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', '**/out/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
