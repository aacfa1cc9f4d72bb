import type { ContactMessage, ContactNotify } from '../../../shared/schemas';
import type { NotifyConfig } from '../../config';
import type { Database } from '../../storage/db';
import { contactEmail, contactSender, type SendMail } from './contactEmail';
import { retryDelay } from '../../notices/retry';

/**
 * Emails each stored public contact message to NOTIFY_EMAIL, after the message is stored and
 * never as part of the POST. The queue is the messages themselves: `notify` on each record says
 * pending, failed (with the next attempt's time) or sent, so a restart resumes the retries.
 * Changing `notify` does not change the message's version: it is the server's bookkeeping, and
 * an admin's If-Match must not fail because an email went out meanwhile.
 */
export class ContactNotifier {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly send: SendMail;

  constructor(
    private readonly db: Database,
    private readonly config: NotifyConfig,
    private readonly siteName: string,
    private readonly log: (line: string) => void,
    send?: SendMail,
  ) {
    this.send = send ?? contactSender(config);
  }

  /** The notify state a newly stored message starts with. */
  static initial(): ContactNotify {
    return { state: 'pending', attempts: 0 };
  }

  /** Looks at the queue now (after a message is stored, and at start-up). */
  kick() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      } else this.schedule();
    });
  }

  /** Stops the timer and waits for an attempt in progress. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private due(now: number): ContactMessage[] {
    return this.db.content.contactMessages
      .all()
      .filter(
        (m) =>
          m.notify &&
          m.notify.state !== 'sent' &&
          (!m.notify.nextAttemptAt || Date.parse(m.notify.nextAttemptAt) <= now),
      )
      .reverse(); // oldest first
  }

  private async run() {
    for (const m of this.due(Date.now())) {
      if (this.stopped) return;
      await this.attempt(m);
    }
  }

  private async attempt(m: ContactMessage) {
    const attempts = (m.notify?.attempts ?? 0) + 1;
    let next: ContactNotify;
    try {
      await this.send(contactEmail(this.config, m, this.siteName));
      next = { state: 'sent', attempts, sentAt: new Date().toISOString() };
    } catch (e) {
      const lastError = String((e as Error)?.message ?? e).slice(0, 500);
      const wait = retryDelay(attempts, this.config.retryBaseMs, this.config.retryMaxMs);
      next = { state: 'failed', attempts, lastError, nextAttemptAt: new Date(Date.now() + wait).toISOString() };
      this.log(`contact email for ${m.id} failed (attempt ${attempts}, next in ${wait} ms): ${lastError}`);
    }
    try {
      await this.db.content.contactMessages.update(m.id, (old) => (old.notify ? { ...old, notify: next } : old));
    } catch (e) {
      // The state stays as it was on disk: the message is tried again (at worst emailed twice).
      this.log(`contact email state of ${m.id} not saved: ${(e as Error).message}`);
    }
  }

  /** Sleeps until the earliest retry. */
  private schedule() {
    if (this.stopped) return;
    const times = this.db.content.contactMessages
      .all()
      .filter((m) => m.notify && m.notify.state !== 'sent')
      .map((m) => (m.notify!.nextAttemptAt ? Date.parse(m.notify!.nextAttemptAt) : Date.now()));
    if (!times.length) return;
    const wait = Math.max(0, Math.min(...times) - Date.now());
    // setTimeout holds at most ~24.8 days; a longer wait wakes early and sleeps again.
    this.timer = setTimeout(() => this.kick(), Math.min(wait, 2 ** 31 - 1));
    this.timer.unref();
  }
}
