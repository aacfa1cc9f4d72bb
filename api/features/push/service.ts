import type { Config } from '../../config';
import { NoticeQueue } from '../../notices/queue';
import { NoticeScheduler } from '../../notices/scheduler';
import type { Database } from '../../storage/db';
import { PushDevices } from './devices';
import { buildPush, sendPush, type OutgoingPush, type SenderContext } from './sender';
import { loadVapidKeys, VapidHeaders, type VapidKeys } from './vapid';

/**
 * Web Push beside the API, like the emails: the same NoticeScheduler (the same rules: an urgent
 * announcement going live, a class date of the device's programs cancelled or moved within 14
 * days) writes notices into Web Push's own log (DATA_DIR/push-notices.jsonl), whose deliveries
 * (one per device per notice, kept across restarts) go out at PUSH_RATE a second, a few at once,
 * retried with backoff. It needs no SMTP: a server without email still pushes.
 */
export class PushService {
  readonly devices: PushDevices;
  readonly queue: NoticeQueue<OutgoingPush>;
  readonly scheduler: NoticeScheduler;
  private keys: VapidKeys | null = null;
  private context: SenderContext | null = null;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly log: (line: string) => void,
  ) {
    this.devices = new PushDevices(config.dataDir, db.tracker, config.push.extraServices);
    this.queue = new NoticeQueue<OutgoingPush>(config.dataDir, db.tracker, {
      rate: config.push.rate,
      retryBaseMs: 30_000,
      retryMaxMs: 3600_000,
      build: (n, d) => buildPush(this.ctx(), n, d),
      transport: (p) => sendPush(this.ctx(), p),
      log,
      file: 'push-notices.jsonl',
    });
    const clock = { now: config.mail?.now ?? (() => Date.now()), digest: null };
    this.scheduler = new NoticeScheduler(
      db,
      this.queue,
      (kind, programs) => this.devices.recipients(kind, programs),
      clock,
      config.timezone,
      log,
    );
  }

  private ctx(): SenderContext {
    if (!this.context) throw new Error('push keys not loaded');
    return this.context;
  }

  get publicKey(): string {
    if (!this.keys) throw new Error('push keys not loaded');
    return this.keys.publicKey;
  }

  now() {
    return this.config.mail?.now() ?? Date.now();
  }

  async load() {
    this.keys = await loadVapidKeys(this.config.dataDir, this.db.tracker, this.config.push);
    this.context = {
      devices: this.devices,
      vapid: new VapidHeaders(this.keys, this.config.push.subject),
      extraServices: this.config.push.extraServices,
      publicUrl: this.config.publicUrl,
      timezone: this.config.timezone,
      log: this.log,
    };
    await this.devices.load();
    await this.queue.load();
  }

  start() {
    this.queue.start();
    this.scheduler.start();
  }

  async stop() {
    await this.scheduler.stop();
    await this.queue.stop();
  }
}
