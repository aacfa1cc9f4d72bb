/**
 * Where each audit entry's line lies (month file, offset, length) and the two keys a page filters
 * on (actor id, target type), in typed arrays: 100,000 entries take about 2 MB here, where the
 * entries themselves as objects would take tens of MB of a server that must stay under 150 MB.
 * Position i holds the entry whose id is firstId + i.
 */
export class AuditIndex {
  firstId = 1;
  count = 0;
  private month = new Uint32Array(1024);
  private offset = new Float64Array(1024);
  private length = new Uint32Array(1024);
  private actor = new Uint32Array(1024);
  private type = new Uint32Array(1024);
  /** Interned actor ids and target types; 0 is "none". */
  private readonly names = new Map<string, number>([['', 0]]);

  private intern(key: string | undefined): number {
    if (!key) return 0;
    let n = this.names.get(key);
    if (n === undefined) this.names.set(key, (n = this.names.size));
    return n;
  }
  /** The interned number of a key, or -1 when no entry has it (a filter that matches nothing). */
  keyOf(key: string): number {
    return this.names.get(key) ?? -1;
  }

  push(e: { month: number; offset: number; length: number; actor?: string; type?: string }) {
    if (this.count === this.month.length) this.grow();
    const i = this.count++;
    this.month[i] = e.month;
    this.offset[i] = e.offset;
    this.length[i] = e.length;
    this.actor[i] = this.intern(e.actor);
    this.type[i] = this.intern(e.type);
  }

  private grow() {
    const n = this.month.length * 2;
    const bigger = <A extends Uint32Array | Float64Array>(a: A): A => {
      const b = new (a.constructor as new (n: number) => A)(n);
      b.set(a);
      return b;
    };
    this.month = bigger(this.month);
    this.offset = bigger(this.offset);
    this.length = bigger(this.length);
    this.actor = bigger(this.actor);
    this.type = bigger(this.type);
  }

  /** Drops the first k entries (a pruned month). */
  dropFirst(k: number) {
    if (k <= 0) return;
    for (const a of [this.month, this.offset, this.length, this.actor, this.type]) a.copyWithin(0, k, this.count);
    this.count -= k;
    this.firstId += k;
  }
  /** How many entries from the start lie in months up to `month`. */
  countThrough(month: number) {
    let k = 0;
    while (k < this.count && this.month[k] <= month) k++;
    return k;
  }

  at(i: number) {
    return { id: this.firstId + i, month: this.month[i], offset: this.offset[i], length: this.length[i] };
  }

  /**
   * Positions of the newest entries before id `before` matching the filters (interned numbers,
   * undefined: any), newest first, at most `limit`, and whether more match after them.
   */
  find(opts: { before?: number; actor?: number; type?: number; limit: number }) {
    const hits: number[] = [];
    let i = Math.min(this.count, opts.before === undefined ? this.count : opts.before - this.firstId) - 1;
    const { actor, type } = opts;
    for (; i >= 0; i--) {
      if (actor !== undefined && this.actor[i] !== actor) continue;
      if (type !== undefined && this.type[i] !== type) continue;
      if (hits.length === opts.limit) return { hits, more: true };
      hits.push(i);
    }
    return { hits, more: false };
  }
}
