import type { SubscriptionProgram } from '../../../shared/schemas';
import type { Config, MailConfig } from '../../config';
import type { ExternalContent } from '../../notices/content';
import { forPrograms, renderEmail } from '../../notices/emails';
import { MailThread } from '../../notices/mailThread';
import {
  NoticeQueue,
  sendConcurrency,
  type Delivery,
  type Notice,
  type OutgoingMail,
  type QueueKind,
  type Transport,
} from '../../notices/queue';
import { NoticeScheduler } from '../../notices/scheduler';
import type { Database } from '../../storage/db';
import { FamilySubscriptions, wants } from './subscriptions';

export { adminListOf, adminView, MAX_PENDING, PENDING_MS } from './subscriptions';

/**
 * What is emailed to the families (subscriptions.ts holds their side): the notice queue
 * (api/notices/queue.ts, DATA_DIR/notices.jsonl) and the scheduler run beside the API, and the
 * SMTP thread sends. Other features' emails (enrollment) travel the same queue (builders).
 */
export class FamilyNotices extends FamilySubscriptions {
  readonly queue: NoticeQueue;
  readonly scheduler: NoticeScheduler;
  /** The SMTP sending thread (none when the caller gave its own transport). */
  readonly mailThread: MailThread | null;
  private minute: NodeJS.Timeout | null = null;

  constructor(db: Database, config: Config, mail: MailConfig, log: (line: string) => void, transport?: Transport) {
    super(db, config, mail, log);
    this.mailThread = transport
      ? null
      : new MailThread(
          {
            smtpUrl: mail.smtpUrl,
            from: { name: config.siteName.replace(/[\r\n"<>]/g, ' ').trim(), address: mail.from },
            connections: sendConcurrency(mail.rate),
          },
          log,
        );
    this.queue = new NoticeQueue(config.dataDir, db.tracker, {
      rate: mail.rate,
      retryBaseMs: mail.retryBaseMs,
      retryMaxMs: mail.retryMaxMs,
      build: (n, d) => this.build(n, d),
      transport: transport ?? this.mailThread!.send,
      log,
    });
    this.scheduler = new NoticeScheduler(db, this.queue, (k, p) => this.recipients(k, p), mail, config.timezone, log);
  }

  async load() {
    await this.loadSubscriptions();
    await this.queue.load();
    this.reindex();
  }

  start() {
    this.queue.start();
    this.scheduler.start();
    this.minute = setInterval(
      () => this.inBackground(() => this.expirePending(), 'pending subscriptions not expired'),
      60_000,
    );
    this.minute.unref();
  }

  async stop() {
    if (this.minute) clearInterval(this.minute);
    // A sign-up's write and confirmation come after its answer: saved and queued before the queue stops.
    await this.background.idle();
    await this.scheduler.stop();
    await this.queue.stop();
    await this.mailThread?.close();
  }

  /** Active subscriptions wanting this kind (and one of these programs). */
  private recipients(kind: QueueKind, programs?: SubscriptionProgram[]): string[] {
    const out: string[] = [];
    for (const s of this.subscriptions.all())
      if (s.status === 'active' && wants(s, kind) && (!programs || s.programs.some((p) => programs.includes(p))))
        out.push(s.id);
    return out;
  }

  /**
   * Builders of other features' emails (enrollment), by name: they travel this queue (its rate,
   * retries and restart safety) with the recipient's record id in place of a subscription's.
   */
  readonly builders = new Map<string, (content: ExternalContent, recipientId: string) => OutgoingMail | null>();

  /** The email of one delivery, or null when it is not to be sent any more. */
  private build(n: Notice, d: Delivery): OutgoingMail | null {
    if (n.content.type === 'external') return this.builders.get(n.content.builder)?.(n.content, d.sub) ?? null;
    const s = this.subscriptions.get(d.sub);
    if (!s) return null;
    const context = {
      siteName: this.config.siteName,
      publicUrl: this.config.publicUrl,
      timezone: this.config.timezone,
      manageToken: this.manageToken(s),
    };
    if (n.kind === 'confirmation') {
      // Only the newest confirmation of a still pending address goes out.
      if (s.status !== 'pending' || !s.confirmationSentAt || n.key !== `confirm:${s.id}:${s.confirmationSentAt}`)
        return null;
      const confirmToken = this.tokens.make('confirm', s.id, s.confirmationSentAt);
      return renderEmail(n.content, s, { ...context, confirmToken });
    }
    if (s.status !== 'active' || !wants(s, n.kind)) return null;
    const c = n.content;
    if (c.type === 'cancellation' && !c.programs.some((p) => s.programs.includes(p))) return null;
    if (c.type === 'digest' && !forPrograms(c.classes, s).length && !c.announcements.length) return null;
    return renderEmail(c, s, context);
  }

  protected queueConfirmation(id: string, stamp: string, at: number) {
    return this.queue.create({
      kind: 'confirmation',
      key: `confirm:${id}:${stamp}`,
      title: 'Confirmation',
      content: { type: 'confirmation' },
      recipients: [id],
      at,
    });
  }
}
