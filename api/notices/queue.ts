// Over 250 lines: one class, because the log's state and the sending change each delivery
// together (marked 'sending' before the SMTP call, appended before the next); its file engine is
// storage/jsonLinesLog.ts, its records queueTypes.ts, its lines and counts noticeLines.ts.
import path from 'node:path';
import { nanoid } from 'nanoid';
import type { NoticeSummary } from '../../shared/schemas';
import { retryDelay } from './retry';
import { JsonLinesLog } from '../storage/jsonLinesLog';
import type { WriteTracker } from '../storage/writeTracker';
import type { NoticeContent } from './content';
import { applyLine, deliveryCounts, summariesOf, type Line, type Meta } from './noticeLines';
import {
  laneOf,
  sendConcurrency,
  type Delivery,
  type DeliveryState,
  type Notice,
  type OutgoingMail,
  type QueueKind,
} from './queueTypes';

export * from './queueTypes';

const MAX_ATTEMPTS = 8;
const FOLD_AFTER_MS = 14 * 24 * 3600_000;
const COMPACT_AFTER_BYTES = 8 * 1024 * 1024;

/**
 * Families' emails, from a log on disk (DATA_DIR/notices.jsonl, storage/jsonLinesLog.ts) that sending appends to:
 * each delivery is written as 'sending' before the SMTP call and 'sent' or 'failed' after it,
 * so a restart resumes what was pending. An email cut off without the SMTP server's answer (a
 * delivery found 'sending' at start-up, a connection dropped mid-DATA) is retried, not counted
 * failed (docs/decisions.md, "What one client cannot win"): the server never said it took it, and a
 * family missing a cancellation is worse than one receiving it twice.
 * Notice keys are kept for ever, so an announcement edited or saved again is never a second
 * notice. Sending runs beside the API at `rate` a second, a failed address retried with
 * backoff; nothing here is awaited by a request but the one append of a new notice.
 */
export class NoticeQueue<M = OutgoingMail> {
  private notices = new Map<string, Notice>();
  private keys = new Set<string>();
  meta: Meta = {};
  private log: JsonLinesLog<Line>;
  /** Deliveries to attempt now, one line per priority (laneOf): a lower line waits for the ones above. */
  private lanes: [Notice, Delivery][][] = [[], [], []];
  private waiting: [Notice, Delivery][] = [];
  private retryTimer: NodeJS.Timeout | null = null;
  private pumping: Promise<void> | null = null;
  private inFlight = new Set<Promise<void>>();
  private nextSlot = 0;
  private stopped = false;

  constructor(
    dataDir: string,
    tracker: WriteTracker,
    private readonly options: {
      rate: number;
      retryBaseMs: number;
      retryMaxMs: number;
      build: (notice: Notice, delivery: Delivery) => M | null;
      transport: (message: M) => Promise<void>;
      log: (line: string) => void;
      /** The log's file name in dataDir (Web Push keeps its own beside the emails'). */
      file?: string;
    },
  ) {
    this.log = new JsonLinesLog(path.join(dataDir, options.file ?? 'notices.jsonl'), tracker, {
      compactAfterBytes: COMPACT_AFTER_BYTES,
      compact: () => this.compact(),
      log: options.log,
    });
  }

  async load() {
    for (const line of await this.log.read()) this.apply(line);
    for (const n of this.notices.values())
      for (const d of n.deliveries)
        if (d.state === 'sending') {
          d.state = 'pending';
          d.next = 0;
          d.error = 'The server stopped while sending, before the SMTP server answered; sent again';
        }
    await this.compact();
  }

  private apply(line: Line) {
    this.meta = applyLine(this.notices, this.keys, this.meta, line);
  }

  /** Rewrites the log as the current state: done confirmations dropped, old notices folded to counts. */
  private async compact() {
    const now = Date.now();
    for (const n of [...this.notices.values()]) {
      const open = n.deliveries.some((d) => d.state === 'pending' || (d.state === 'failed' && d.next));
      if (n.kind === 'confirmation' && !open) this.notices.delete(n.id);
      else if (!open && !n.folded && now - Date.parse(n.createdAt) > FOLD_AFTER_MS) {
        n.folded = deliveryCounts(n);
        n.deliveries = [];
      }
    }
    const out: Line[] = [{ m: this.meta }];
    for (const k of this.keys) out.push({ k });
    for (const n of this.notices.values()) {
      const { deliveries, ...rest } = n;
      out.push({ n: { ...rest, ds: deliveries } });
    }
    await this.log.rewrite(out);
  }

  private append(lines: Line[]): Promise<void> {
    return this.log.append(lines);
  }

  hasKey(key: string) {
    return this.keys.has(key);
  }

  /** Remembers keys as handled without sending anything (what existed before notices began). */
  markSeen(keys: string[]): Promise<void> {
    const fresh = keys.filter((k) => !this.keys.has(k));
    if (!fresh.length) return Promise.resolve();
    for (const k of fresh) this.keys.add(k);
    return this.append(fresh.map((k) => ({ k })));
  }

  setMeta(meta: Meta): Promise<void> {
    this.meta = { ...this.meta, ...meta };
    return this.append([{ m: meta }]);
  }

  /**
   * A new notice to these subscriptions: its key is taken at once (a second call with the same
   * key, e.g. a second save before this one is written, makes nothing), its deliveries queued as
   * soon as the log has it.
   */
  async create(n: {
    kind: QueueKind;
    key: string;
    title: string;
    announcementId?: string;
    content: NoticeContent;
    recipients: string[];
    /** createdAt (the notices' own clock). */
    at: number;
  }): Promise<Notice | null> {
    if (this.keys.has(n.key)) return null;
    this.keys.add(n.key);
    const notice: Notice = {
      id: nanoid(),
      kind: n.kind,
      key: n.key,
      title: n.title,
      createdAt: new Date(n.at).toISOString(),
      ...(n.announcementId ? { announcementId: n.announcementId } : {}),
      content: n.content,
      deliveries: n.recipients.map((sub) => ({ sub, state: 'pending', attempts: 0, next: 0, error: '' })),
    };
    this.notices.set(notice.id, notice);
    const { deliveries: _d, ...head } = notice;
    await this.append([{ n: { ...head, to: n.recipients } }]);
    this.enqueue(notice);
    return notice;
  }

  private enqueue(n: Notice) {
    const list = this.lanes[laneOf(n.kind)];
    const now = Date.now();
    for (const d of n.deliveries) {
      if ((d.state === 'pending' || d.state === 'failed') && d.next > now) this.waiting.push([n, d]);
      else if (d.state === 'pending' || (d.state === 'failed' && d.next)) list.push([n, d]);
    }
    this.scheduleRetry();
    this.pump();
  }

  /** Starts sending what is owed (at start-up, after load). */
  start() {
    const order = [...this.notices.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const n of order) this.enqueue(n);
  }

  async stop() {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.pumping;
    await Promise.allSettled([...this.inFlight]);
    await this.log.settled();
  }

  /** Resolves when nothing is ready or in flight (tests and the benchmark). */
  async idle() {
    while (this.pumping || this.inFlight.size) {
      await this.pumping;
      await Promise.allSettled([...this.inFlight]);
    }
  }

  private take(): [Notice, Delivery] | undefined {
    for (const lane of this.lanes) if (lane.length) return lane.shift();
    return undefined;
  }
  private get readyCount() {
    return this.lanes.reduce((sum, lane) => sum + lane.length, 0);
  }

  private pump() {
    if (this.pumping || this.stopped) return;
    this.pumping = this.run().finally(() => {
      this.pumping = null;
      if (!this.stopped && this.readyCount) this.pump();
    });
  }

  private async run() {
    const gap = 1000 / this.options.rate;
    const concurrency = sendConcurrency(this.options.rate);
    let skipped = 0;
    for (let job = this.take(); job && !this.stopped; job = this.take()) {
      const [n, d] = job;
      if (d.state === 'sent' || d.state === 'skipped' || d.state === 'sending') continue;
      // Built before a slot is taken: a delivery that is skipped (the family is gone, e.g. a
      // flood's subscriptions removed) costs no slot of MAIL_RATE.
      const mail = this.buildMail(n, d);
      if (!mail) {
        void this.mark(n, d, 'skipped').catch(() => {});
        // Thousands of skips in a row still let the event loop answer requests.
        if (++skipped % 200 === 0) await new Promise((r) => setImmediate(r));
        continue;
      }
      const wait = this.nextSlot - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      this.nextSlot = Math.max(Date.now(), this.nextSlot) + gap;
      while (this.inFlight.size >= concurrency) await Promise.race(this.inFlight);
      // Cleared while it waited for its slot (clearConfirmations): not sent.
      if ((d.state as DeliveryState) === 'skipped') continue;
      if (this.stopped) {
        this.lanes[laneOf(n.kind)].unshift(job);
        return;
      }
      const p: Promise<void> = this.deliver(n, d, mail).finally(() => this.inFlight.delete(p));
      this.inFlight.add(p);
    }
  }

  private buildMail(n: Notice, d: Delivery): M | null {
    try {
      return this.options.build(n, d);
    } catch (e) {
      this.options.log(`notice ${n.id} not built: ${(e as Error).message}`);
      return null;
    }
  }

  /** Confirmation emails not sent yet (the dashboard offers to clear them). */
  queuedConfirmations(): number {
    let queued = 0;
    for (const n of this.notices.values())
      if (n.kind === 'confirmation')
        for (const d of n.deliveries) if (d.state === 'pending' || (d.state === 'failed' && d.next > 0)) queued++;
    return queued;
  }

  /**
   * Skips every confirmation email not yet sent (the dashboard's "Clear queued confirmations",
   * after a flood of sign-ups). Returns how many were cleared.
   */
  async clearConfirmations(): Promise<number> {
    const cleared: Promise<void>[] = [];
    const open = (d: Delivery) => d.state === 'pending' || (d.state === 'failed' && d.next > 0);
    for (const n of this.notices.values())
      if (n.kind === 'confirmation')
        for (const d of n.deliveries) if (open(d)) cleared.push(this.mark(n, d, 'skipped'));
    const gone = ([n]: [Notice, Delivery]) => n.kind === 'confirmation';
    this.lanes = this.lanes.map((lane) => lane.filter((job) => !gone(job)));
    this.waiting = this.waiting.filter((job) => !gone(job));
    await Promise.all(cleared);
    return cleared.length;
  }

  private mark(n: Notice, d: Delivery, state: DeliveryState, next = 0, error = '') {
    Object.assign(d, { state, next, error });
    return this.append([{ d: [n.id, d.sub, state, d.attempts, next, error] }]);
  }

  private async deliver(n: Notice, d: Delivery, mail: M) {
    d.attempts++;
    try {
      await this.mark(n, d, 'sending');
    } catch {
      // Not recorded as sending: not sent either (a restart would not know).
      d.attempts--;
      d.state = 'failed';
      d.next = Date.now() + this.options.retryBaseMs;
      this.waiting.push([n, d]);
      return this.scheduleRetry();
    }
    try {
      await this.options.transport(mail);
      await this.mark(n, d, 'sent').catch(() => {});
    } catch (e) {
      // An SMTP answer often quotes the recipient: the log and the admin's counts never show it.
      const error = String((e as Error)?.message ?? e)
        .replace(/[^\s<>"]+@[^\s<>"]+/g, '<address>')
        .slice(0, 300);
      const give = d.attempts >= MAX_ATTEMPTS;
      const next = give ? 0 : Date.now() + retryDelay(d.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
      // No SMTP reply code: the connection ended before the server said yes or no (mid-DATA).
      const unanswered = typeof (e as { responseCode?: unknown })?.responseCode !== 'number';
      this.options.log(
        `notice ${n.id} delivery ${d.sub} ${unanswered ? 'cut off' : 'failed'} (attempt ${d.attempts}${give ? ', given up' : ''}): ${error}`,
      );
      await this.mark(n, d, unanswered && !give ? 'pending' : 'failed', next, error).catch(() => {});
      if (next) {
        this.waiting.push([n, d]);
        this.scheduleRetry();
      }
    }
  }

  private scheduleRetry() {
    if (this.stopped) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (!this.waiting.length) return;
    const first = Math.min(...this.waiting.map(([, d]) => d.next));
    this.retryTimer = setTimeout(
      () => {
        const now = Date.now();
        const due = this.waiting.filter(([, d]) => d.next <= now);
        this.waiting = this.waiting.filter(([, d]) => d.next > now);
        for (const job of due) this.lanes[laneOf(job[0].kind)].push(job);
        this.scheduleRetry();
        this.pump();
      },
      Math.min(2 ** 31 - 1, Math.max(0, first - Date.now())),
    );
    this.retryTimer.unref();
  }

  /** GET /api/notices: newest first, confirmations left out. */
  summaries(announcementId?: string): NoticeSummary[] {
    return summariesOf(this.notices.values(), announcementId);
  }
}
