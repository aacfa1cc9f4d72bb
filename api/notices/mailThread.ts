import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './mailWorker';
import type { SmtpOptions } from './smtp';
import type { OutgoingMail } from './queue';

type Thread = {
  worker: Worker;
  pending: Map<number, { resolve: () => void; reject: (e: Error) => void }>;
  exited: Promise<void>;
};

/** A thread with nothing to send for this long ends (it holds ~20 MB: its own V8 and nodemailer). */
const IDLE_MS = 30_000;

/**
 * The queue's transport: each email goes to the mail worker thread (mailWorker.ts) and the
 * promise settles with its answer, so nodemailer's work stays off the event loop that answers
 * requests. The thread starts at the first email and ends after IDLE_MS without one. If it dies
 * (an uncaught error, a crash), the sends it held fail like any SMTP error (the queue retries
 * them with backoff) and the next email starts a new one: the server itself never stops for it.
 */
export class MailThread {
  private thread: Thread | null = null;
  private nextId = 0;
  private closed = false;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: SmtpOptions,
    private readonly log: (line: string) => void,
    private readonly idleMs = IDLE_MS,
  ) {}

  readonly send = (mail: OutgoingMail): Promise<void> =>
    new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('The mail sender is stopped'));
      if (this.idle) clearTimeout(this.idle);
      this.idle = null;
      const t = this.thread ?? this.start();
      const id = ++this.nextId;
      t.pending.set(id, { resolve, reject });
      t.worker.postMessage({ id, mail } satisfies ToWorker);
    });

  /** The running thread, if any (tests end it to check the recovery). */
  get worker(): Worker | null {
    return this.thread?.worker ?? null;
  }

  private start(): Thread {
    const worker = startWorker(this.options);
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const t: Thread = { worker, pending: new Map(), exited };
    this.thread = t;
    // The thread never holds the process open: the server's own close() ends it.
    t.worker.unref();
    t.worker.on('message', (m: FromWorker) => {
      const p = t.pending.get(m.id);
      t.pending.delete(m.id);
      if (m.error === undefined) p?.resolve();
      else p?.reject(Object.assign(new Error(m.error), m.code === undefined ? {} : { responseCode: m.code }));
      if (!t.pending.size && this.thread === t) {
        if (this.idle) clearTimeout(this.idle);
        this.idle = setTimeout(() => void this.end(t), this.idleMs);
        this.idle.unref();
      }
    });
    t.worker.on('error', (e) => this.log(`mail worker failed: ${e.message}`));
    t.worker.on('exit', (code) => {
      if (this.thread === t) this.thread = null;
      const error = new Error(`The mail worker stopped (exit code ${code}) before an answer`);
      for (const p of t.pending.values()) p.reject(error);
      t.pending.clear();
    });
    return t;
  }

  /**
   * Lets a thread close its SMTP connections (at most 2 s), then ends it. It stops being the
   * current thread at once: an email sent meanwhile starts a new one rather than being lost.
   */
  private async end(t: Thread) {
    if (this.thread === t) this.thread = null;
    t.worker.postMessage({ close: true } satisfies ToWorker);
    const timer = setTimeout(() => void t.worker.terminate(), 2000);
    await t.exited;
    clearTimeout(timer);
  }

  async close() {
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    if (this.thread) await this.end(this.thread);
  }
}

function startWorker(data: SmtpOptions): Worker {
  // Its garbage is a few short-lived emails at a time: a small young generation saves ~2 MB of RSS.
  const options = { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: 2 } };
  // Bundled, this code is in dist/server/main.js and the worker is its own entry beside it
  // (scripts/build.mjs). From source (tsx, vitest) the .ts file is loaded through tsx.
  if (!import.meta.url.endsWith('.ts')) {
    const bundled = './mailWorker.js'; // not a literal in new URL(): Vite would take it for an asset
    return new Worker(new URL(bundled, import.meta.url), options);
  }
  const file = JSON.stringify(new URL('./mailWorker.ts', import.meta.url).href);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then((m) => m.tsImport(${file}, ${file}))`, { ...options, eval: true });
}
