import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/harness';
import { HealthProbe, PROBE_EVERY_MS } from './healthProbe';

// The probe as the server starts it (server.ts: leftovers removed, one probe) on a data folder;
// GET /api/health answers its writable() (http/health.ts).
const dataDir = tempDir();
const health = new HealthProbe(dataDir);
beforeAll(async () => {
  // What an older version left after a crash: one probe file per call.
  fs.writeFileSync(path.join(dataDir, '.health-probe-123-abcdef'), 'x');
  fs.writeFileSync(path.join(dataDir, '.health-probe-456-ghijkl'), 'x');
  await health.removeLeftovers();
  await health.writable();
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Counts file events in the data folder while `during` runs (inotify, as the disk sees them). */
async function fileEventsDuring(during: () => Promise<unknown>): Promise<string[]> {
  const events: string[] = [];
  const watcher = fs.watch(dataDir, (_type, name) => events.push(String(name)));
  try {
    await during();
    // A marker written last: once its event arrives, every earlier one has too.
    const marker = `marker-${Date.now()}`;
    fs.writeFileSync(path.join(dataDir, marker), '');
    await expect.poll(() => events.includes(marker)).toBe(true);
    fs.rmSync(path.join(dataDir, marker));
    return events.filter((e) => e !== marker);
  } finally {
    watcher.close();
  }
}

describe('the data folder probe of GET /api/health', () => {
  it('start-up removes probe files a crash left behind', () => {
    expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('.health-probe'))).toEqual([]);
  });

  it('100 calls, 50 at once, write the probe file once (twice on a slow machine), leaving nothing', async () => {
    // The start-up probe's success would stand through both rounds: start from none.
    health.invalidate();
    const events = await fileEventsDuring(async () => {
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all(Array.from({ length: 50 }, () => health.writable()));
        expect(answers.every((writable) => writable)).toBe(true);
      }
    });
    // One probe is a create, a write and a removal: about three events (one per call before).
    const probeEvents = events.filter((e) => e.startsWith('.health-probe'));
    expect(probeEvents.length).toBeGreaterThan(0);
    expect(probeEvents.length).toBeLessThanOrEqual(6);
    expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('.health-probe'))).toEqual([]);
  });
});

describe('HealthProbe', () => {
  /** Probes the test resolves by hand, on a clock it sets. */
  class HeldProbe extends HealthProbe {
    clock = 0;
    held: ((ok: boolean) => void)[] = [];
    constructor() {
      super('/nonexistent', () => 0);
      (this as unknown as { now: () => number }).now = () => this.clock;
    }
    protected override probe() {
      return new Promise<boolean>((resolve) => this.held.push(resolve));
    }
  }
  const settled = async (p: Promise<boolean>) =>
    Promise.race([p, new Promise((r) => setImmediate(() => r('waiting')))]);

  it('a success past half its time is probed again in the background, the call answered at once', async () => {
    const probe = new HeldProbe();
    const first = probe.writable();
    expect(probe.held).toHaveLength(1);
    probe.held[0](true);
    expect(await first).toBe(true);

    probe.clock = PROBE_EVERY_MS / 2 - 1;
    expect(await settled(probe.writable())).toBe(true);
    expect(probe.held).toHaveLength(1);

    probe.clock = PROBE_EVERY_MS / 2;
    expect(await settled(probe.writable())).toBe(true); // not waiting for the probe it started
    expect(probe.held).toHaveLength(2);
    expect(await settled(probe.writable())).toBe(true); // one background probe at a time
    expect(probe.held).toHaveLength(2);
    probe.held[1](true);
    await new Promise((r) => setImmediate(r));

    // The background success counts from when it started: fresh past the first one's lifetime
    // (and itself past half its time: probed again in the background).
    probe.clock = PROBE_EVERY_MS + 1;
    expect(await settled(probe.writable())).toBe(true);
    expect(probe.held).toHaveLength(3);
  });

  it('a background probe that fails makes the next call probe and wait, as before', async () => {
    const probe = new HeldProbe();
    const first = probe.writable();
    probe.held[0](true);
    await first;
    probe.clock = PROBE_EVERY_MS / 2;
    await probe.writable();
    probe.held[1](false);
    await new Promise((r) => setImmediate(r));
    const next = probe.writable();
    expect(await settled(next)).toBe('waiting');
    expect(probe.held).toHaveLength(3);
    probe.held[2](false);
    expect(await next).toBe(false);
  });
});
