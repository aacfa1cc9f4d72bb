import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => {
  const dataDir = tempDir();
  // What an older version left after a crash: one probe file per call.
  fs.writeFileSync(path.join(dataDir, '.health-probe-123-abcdef'), 'x');
  fs.writeFileSync(path.join(dataDir, '.health-probe-456-ghijkl'), 'x');
  t = await startTestServer({ dataDir });
});
afterAll(() => t.stop());

/** Counts file events in the data folder while `during` runs (inotify, as the disk sees them). */
async function fileEventsDuring(during: () => Promise<unknown>): Promise<string[]> {
  const events: string[] = [];
  const watcher = fs.watch(t.dataDir, (_type, name) => events.push(String(name)));
  try {
    await during();
    // A marker written last: once its event arrives, every earlier one has too.
    const marker = `marker-${Date.now()}`;
    fs.writeFileSync(path.join(t.dataDir, marker), '');
    await expect.poll(() => events.includes(marker)).toBe(true);
    fs.rmSync(path.join(t.dataDir, marker));
    return events.filter((e) => e !== marker);
  } finally {
    watcher.close();
  }
}

describe('GET /api/health', () => {
  it('start-up removes probe files a crash left behind', () => {
    expect(fs.readdirSync(t.dataDir).filter((n) => n.startsWith('.health-probe'))).toEqual([]);
  });

  it('100 calls, 50 at once, write the probe file once (twice on a slow machine), leaving nothing', async () => {
    const events = await fileEventsDuring(async () => {
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all(Array.from({ length: 50 }, () => t.req('/api/health')));
        for (const a of answers) expect(((await a.json()) as { dataWritable: boolean }).dataWritable).toBe(true);
      }
    });
    // One probe is a create, a write and a removal: about three events (one per call before).
    const probeEvents = events.filter((e) => e.startsWith('.health-probe'));
    expect(probeEvents.length).toBeGreaterThan(0);
    expect(probeEvents.length).toBeLessThanOrEqual(6);
    expect(fs.readdirSync(t.dataDir).filter((n) => n.startsWith('.health-probe'))).toEqual([]);
  });
});
