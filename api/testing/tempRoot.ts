import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The variable that tells a test process where its run's temp folders go (harness.ts tempDir). */
export const TEMP_ROOT_ENV = 'ACADEMY_TEST_TMP';

/**
 * Vitest's global setup: one folder for everything this run's tests make under the temp folder,
 * removed when the run ends. The test processes cannot remove their own (they are stopped without
 * an exit hook running), and a folder's prefix cannot be swept either: another run (CI's other
 * lane) may be using the same prefixes at that moment.
 */
export default function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-run-'));
  process.env[TEMP_ROOT_ENV] = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
