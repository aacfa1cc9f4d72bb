/** Counts writes in flight so that shutdown and imports can wait for them. */
export class WriteTracker {
  private inflight = new Set<Promise<unknown>>();
  private gate: Promise<void> | null = null;
  async run<R>(fn: () => Promise<R>): Promise<R> {
    while (this.gate) await this.gate;
    const p = fn();
    this.inflight.add(p);
    try {
      return await p;
    } finally {
      this.inflight.delete(p);
    }
  }
  async idle() {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }
  /** Runs fn alone: new writes wait until it ends, writes already running finish first. */
  async exclusive<R>(fn: () => Promise<R>): Promise<R> {
    while (this.gate) await this.gate;
    let open!: () => void;
    this.gate = new Promise<void>((r) => (open = r));
    try {
      await this.idle();
      return await fn();
    } finally {
      this.gate = null;
      open();
    }
  }
}
