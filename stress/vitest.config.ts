import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Robustness suite (npm run test:stress): load, faults (SIGKILL, full disk, read-only folder),
// bad input, each against the server in its own process. Files run one at a time: the machine
// has two cores and the load test needs both. STRESS_LOAD_SECONDS (default 60) and
// STRESS_KILL_CYCLES (default 50) shorten a local run.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['stress/**/*.test.ts'],
    globalSetup: ['stress/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
});
