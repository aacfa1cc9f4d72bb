import fsp from 'node:fs/promises';
import path from 'node:path';

/** How long one probe's answer stands: the check is public, so it must not cost a write per call. */
export const PROBE_EVERY_MS = 5000;
const PROBE_FILE = '.health-probe';

/**
 * Whether the data folder takes a write: a real one (a small fixed file, written then removed),
 * since a full disk or a read-only mount passes an access() check (root ignores permission
 * bits). The check is public, so a success stands for a few seconds, shared by every caller;
 * a failure is probed again on the next call, and so is a success once a write was refused.
 */
export class HealthProbe {
  private last: { at: number; ok: Promise<boolean> } | null = null;
  constructor(
    private readonly dataDir: string,
    private readonly now = () => Date.now(),
  ) {}

  async writable(): Promise<boolean> {
    const at = this.now();
    const fresh = this.last && at - this.last.at < PROBE_EVERY_MS;
    if (!fresh || !(await this.last!.ok)) this.last = { at, ok: this.probe() };
    else if (at - this.last!.at >= PROBE_EVERY_MS / 2 && !this.ahead) this.probeAhead(at);
    return this.last!.ok;
  }
  private ahead = false;
  /**
   * A success past half its time is probed again in the background, the call answered with it
   * meanwhile: a monitor calling more often than every 2.5 s never waits for the disk (four
   * thread-pool round trips, which a flood of password checks and writes made 100s of ms).
   * The answer still rests on a success at most PROBE_EVERY_MS old, as before.
   */
  private probeAhead(at: number) {
    this.ahead = true;
    const ok = this.probe();
    void ok.then(() => {
      this.ahead = false;
      // Unless a newer probe (or invalidate()) came meanwhile.
      if (this.last && this.last.at < at) this.last = { at, ok };
    });
  }

  /** A write was refused: the next call probes again instead of repeating an old success. */
  invalidate() {
    this.last = null;
  }

  protected async probe(): Promise<boolean> {
    const file = path.join(this.dataDir, PROBE_FILE);
    try {
      await fsp.writeFile(file, 'x'.repeat(4096));
      return true;
    } catch {
      return false;
    } finally {
      await fsp.rm(file, { force: true }).catch(() => {});
    }
  }

  /** Removes probe files a crash left behind (older versions wrote one per call). */
  async removeLeftovers(): Promise<void> {
    const names = await fsp.readdir(this.dataDir).catch(() => [] as string[]);
    await Promise.all(
      names.filter((n) => n.startsWith(PROBE_FILE)).map((n) => fsp.rm(path.join(this.dataDir, n), { force: true })),
    );
  }
}
