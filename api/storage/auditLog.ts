// Over 250 lines: the group commit, the in-memory index and the chain's head share one invariant (the
// head is the last line on disk, the index points at exactly the lines written), kept in one class.
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AuditActor, AuditEntry, AuditPage, AuditTarget, AuditVerifyResult } from '../../shared/schemas/audit';
import { writeFileAtomic } from '../../shared/node/writeFileAtomic';
import { AuditIndex } from './auditIndex';
import {
  ANCHOR_FILE,
  AUDIT_DIR,
  eachLine,
  keysOf,
  readSpans,
  GENESIS,
  HEAD_FILE,
  listMonths,
  monthFile,
  monthName,
  monthOf,
  readJson,
  sha256,
  type Anchor,
  type Head,
} from './auditFiles';
import { verifyChain } from './auditVerify';
import { storageError } from './storageFailure';
import type { WriteTracker } from './writeTracker';

/** How long entries are kept: whole months are dropped once all their entries are older. */
export const AUDIT_RETENTION_YEARS = 2;

export type AuditInput = {
  actor: AuditActor | null;
  action: string;
  target: AuditTarget | null;
  ip: string;
  /** How many more like it this entry stands for (features/audit/refusals.ts). */
  count?: number;
};
type Pending = { input: AuditInput; done: (e?: unknown) => void };

/**
 * The append-only, hash-chained audit log (docs/decisions.md, wave 4). Appends are group-committed:
 * each burst is one append to the month's file (no file is ever rewritten), so logging a change
 * costs its request well under a millisecond. Only an index of offsets stays in memory
 * (auditIndex.ts); a page reads its lines from the files.
 */
export class AuditLog {
  readonly dir: string;
  private index = new AuditIndex();
  private head: Head = { id: 0, hash: GENESIS };
  /** The id the log must reach: above head.id when head.json names entries the files lack (a cut tail). */
  private claimed = 0;
  private anchor: Anchor | null = null;
  /** Bytes of complete lines in each month file. */
  private sizes = new Map<number, number>();
  private queue: Pending[] = [];
  private flushing = false;
  /** Off only for the bench's comparison (a write with and without the log). */
  enabled = true;

  constructor(
    dataDir: string,
    private readonly tracker: WriteTracker,
    private readonly log: (line: string) => void = () => {},
    private readonly clock: () => number = () => Date.now(),
  ) {
    this.dir = path.join(dataDir, AUDIT_DIR);
  }

  get size() {
    return this.index.count;
  }

  async load() {
    await fsp.mkdir(this.dir, { recursive: true });
    this.anchor = await readJson<Anchor>(path.join(this.dir, ANCHOR_FILE));
    const savedHead = await readJson<Head>(path.join(this.dir, HEAD_FILE));
    this.index = new AuditIndex();
    this.index.firstId = (this.anchor?.lastId ?? 0) + 1;
    this.head = { id: this.anchor?.lastId ?? 0, hash: this.anchor?.hash ?? GENESIS };
    for (const m of await listMonths(this.dir)) {
      // A prune stopped half-way: the anchor already covers this month.
      if (this.anchor && monthName(m) <= this.anchor.prunedThrough) {
        await fsp.rm(monthFile(this.dir, m), { force: true });
        continue;
      }
      const file = monthFile(this.dir, m);
      let last: Buffer | null = null;
      const complete = await eachLine(file, (line, offset, length) => {
        this.index.push({ month: m, offset, length, ...keysOf(line) });
        last = line;
      });
      const { size } = await fsp.stat(file);
      if (size > complete) {
        this.log(`audit log: ${path.basename(file)} ended in a torn line (${size - complete} bytes), cut off`);
        await fsp.truncate(file, complete);
      }
      this.sizes.set(m, complete);
      if (last) this.head = { id: this.index.firstId + this.index.count - 1, hash: sha256(last) };
    }
    this.claimed = Math.max(this.head.id, savedHead?.id ?? 0);
    await this.prune();
  }

  /** Appends an entry (its id, time and chain hash given here); resolves once it is on disk. */
  append(input: AuditInput): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ input, done: (e) => (e === undefined ? resolve() : reject(e)) });
      if (!this.flushing) this.flush();
    });
  }

  /** Resolves once every entry appended so far is on disk (and in the index a page reads). */
  settled(): Promise<void> {
    return this.flushed ?? Promise.resolve();
  }
  private flushed: Promise<void> | null = null;
  /** settled(), and head.json written too. */
  async idle() {
    await this.settled();
    await this.headWrite;
  }

  // One tracked run for the whole loop: shutdown (tracker.idle) waits for every queued entry.
  private flush() {
    this.flushing = true;
    this.flushed = this.tracker.run(async () => {
      try {
        while (this.queue.length) {
          const batch = this.queue.splice(0);
          try {
            await this.write(batch.map((p) => p.input));
            batch.forEach((p) => p.done());
          } catch (e) {
            batch.forEach((p) => p.done(storageError(e)));
          }
        }
      } finally {
        this.flushing = false;
        this.flushed = null;
      }
    });
  }

  private headWrite: Promise<void> | null = null;
  private headDirty = false;
  /**
   * head.json after each batch, off the append's path (an atomic write costs several times an
   * append): one write at a time, the latest head; only a cut tail after a restart needs it.
   */
  private saveHead() {
    if (this.headWrite) {
      this.headDirty = true;
      return;
    }
    this.headWrite = this.tracker.run(async () => {
      do {
        this.headDirty = false;
        await writeFileAtomic(path.join(this.dir, HEAD_FILE), JSON.stringify(this.head)).catch((e: Error) =>
          this.log(`audit log: head.json not written: ${e.message}`),
        );
      } while (this.headDirty);
      this.headWrite = null;
    });
  }

  private async write(inputs: AuditInput[]) {
    const now = this.clock();
    // A clock set back never puts an entry into an earlier month's file: files stay in order.
    const lastMonth = this.index.count ? this.index.at(this.index.count - 1).month : 0;
    const month = Math.max(monthOf(new Date(now).toISOString()), lastMonth);
    const at = new Date(now).toISOString();
    // After a cut tail, ids go on from the highest one ever written: the gap stays visible.
    let id = Math.max(this.head.id, this.claimed);
    let prev = this.head.hash;
    const lines: { text: string; input: AuditInput }[] = [];
    for (const input of inputs) {
      const entry: AuditEntry = { id: ++id, at, ...input, prev };
      const text = JSON.stringify(entry);
      lines.push({ text, input });
      prev = sha256(text);
    }
    const file = monthFile(this.dir, month);
    const before = this.sizes.get(month) ?? 0;
    const data = lines.map((l) => l.text + '\n').join('');
    try {
      await fsp.appendFile(file, data);
    } catch (e) {
      // Half an append must not stay: the next line would follow a torn one.
      await fsp.truncate(file, before).catch(() => {});
      throw e;
    }
    let offset = before;
    for (const { text, input } of lines) {
      const length = Buffer.byteLength(text);
      this.index.push({ month, offset, length, actor: input.actor?.id, type: input.target?.type });
      offset += length + 1;
    }
    const newMonth = !this.sizes.has(month);
    this.sizes.set(month, offset);
    this.head = { id, hash: prev };
    this.claimed = id;
    this.saveHead();
    if (newMonth) await this.prune();
  }

  /** Drops the month files whose entries are all older than the retention, keeping the chain's anchor. */
  async prune() {
    const cutoff = new Date(this.clock());
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_RETENTION_YEARS);
    const old = [...this.sizes.keys()].filter((m) => m < monthOf(cutoff.toISOString())).sort((a, b) => a - b);
    if (!old.length) return;
    const through = old[old.length - 1];
    const k = this.index.countThrough(through);
    const anchor: Anchor = {
      lastId: this.anchor?.lastId ?? 0,
      hash: this.anchor?.hash ?? GENESIS,
      prunedThrough: monthName(through),
    };
    if (k > 0) {
      const last = this.index.at(k - 1);
      const [line] = await this.readLines([k - 1]);
      anchor.lastId = last.id;
      anchor.hash = sha256(line);
    }
    // The anchor first: a crash before the files go leaves them to be removed at the next start.
    await writeFileAtomic(path.join(this.dir, ANCHOR_FILE), JSON.stringify(anchor));
    this.anchor = anchor;
    for (const m of old) {
      await fsp.rm(monthFile(this.dir, m), { force: true });
      this.sizes.delete(m);
    }
    this.index.dropFirst(k);
    this.log(
      `audit log: ${k} entries through ${anchor.prunedThrough} pruned (older than ${AUDIT_RETENTION_YEARS} years)`,
    );
  }

  /** A page, newest first: `actor` an account id, `type` a target type, `before` an entry id. */
  async page(q: { actor?: string; type?: string; before?: number; limit: number }): Promise<AuditPage> {
    await this.settled();
    const actor = q.actor === undefined ? undefined : this.index.keyOf(q.actor);
    const type = q.type === undefined ? undefined : this.index.keyOf(q.type);
    if (actor === -1 || type === -1) return { entries: [], next: null };
    const { hits, more } = this.index.find({ before: q.before, actor, type, limit: q.limit });
    const lines = await this.readLines(hits);
    const entries: AuditEntry[] = [];
    hits.forEach((_i, n) => {
      try {
        entries.push(JSON.parse(lines[n].toString('utf8')) as AuditEntry);
      } catch {
        // The file was edited under the running server: verify says where; the page skips it.
      }
    });
    return { entries, next: more && hits.length ? this.index.at(hits[hits.length - 1]).id : null };
  }

  /** The lines at these index positions. */
  private readLines(positions: number[]): Promise<Buffer[]> {
    return readSpans(
      this.dir,
      positions.map((p) => this.index.at(p)),
    );
  }

  /** Reads every kept entry again and checks the chain from the anchor to the newest entry. */
  async verify(): Promise<AuditVerifyResult> {
    await this.settled();
    return verifyChain({
      dir: this.dir,
      months: [...this.sizes.entries()].sort((a, b) => a[0] - b[0]),
      anchor: this.anchor,
      head: this.head,
      claimed: this.claimed,
    });
  }
}
