import { isLive } from '../../shared/announcementStatus';
import { addDaysKey, todayKey, zonedIso } from '../../shared/dates';
import { expandEventsSteps, isSeriesDate, occurrenceOn, weekdayOf } from '../../shared/recurrence';
import { runInTurns } from '../../shared/node/inTurns';
import type { AcademyEvent, Announcement, Recurrence, SubscriptionProgram } from '../../shared/schemas';
import { WEEKDAYS, type MailConfig } from '../config';
import type { Database } from '../storage/db';
import { programsOf } from '../../shared/programs';
import { announcementContent, classLine } from './content';
import type { NoticeQueue, QueueKind } from './queue';

/** Where the scheduler's notices go: the families' email queue, or Web Push's (same interface). */
export type NoticeLedger = Pick<NoticeQueue<unknown>, 'meta' | 'setMeta' | 'hasKey' | 'markSeen' | 'create'>;

const DAY = 24 * 3600_000;
/** Cancellations are sent for dates within this many days from today. */
export const CANCELLATION_DAYS = 14;
/** A digest whose minute passed while the server was down is still sent within this delay. */
const DIGEST_LATE_MS = 6 * 3600_000;

export type Recipients = (kind: QueueKind, programs?: SubscriptionProgram[]) => string[];

/** When an announcement went (or goes) live: its publishAt, else its creation. */
const liveAt = (a: Announcement) => Date.parse(a.publishAt ?? a.createdAt);

/** The latest digest minute at or before `now` (DIGEST_WEEKDAY DIGEST_TIME in the academy's timezone). */
export function lastDigestSlot(digest: NonNullable<MailConfig['digest']>, tz: string, now: number): number {
  const [h, m] = digest.time.split(':').map(Number);
  const today = todayKey(tz, now);
  const back = (WEEKDAYS.indexOf(weekdayOf(today)) - WEEKDAYS.indexOf(digest.weekday) + 7) % 7;
  const key = addDaysKey(today, -back);
  const slot = Date.parse(zonedIso(key, h, m, tz));
  return slot <= now ? slot : Date.parse(zonedIso(addDaysKey(key, -7), h, m, tz));
}

/**
 * Turns what happens to the content into notices: an announcement going live (at once, or at its
 * publishAt, also when that passed while the server was down), a series date cancelled or moved
 * within the next 14 days, the weekly digest at its minute. Runs on every change of announcements
 * or events and once a second; each notice's key makes it once only. On the first run in a data
 * folder, what exists already is marked as handled: turning email on never mails old news.
 */
export class NoticeScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private seen = { announcements: -1, events: -1, day: '', nextDue: 0 };

  constructor(
    private readonly db: Database,
    private readonly queue: NoticeLedger,
    private readonly recipients: Recipients,
    private readonly mail: Pick<MailConfig, 'now' | 'digest'>,
    private readonly timezone: string,
    private readonly log: (line: string) => void,
  ) {}

  start() {
    for (const col of [this.db.content.announcements, this.db.content.events]) {
      const previous = col.onChange;
      col.onChange = () => {
        previous?.();
        setImmediate(() => this.kick());
      };
    }
    this.timer = setInterval(() => this.kick(), 1000);
    this.timer.unref();
    this.kick();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Runs a scan now, or once more right after the one in progress. */
  kick(): Promise<void> {
    if (this.stopped || this.paused) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.scan()
      .catch((e) => this.log(`notices: scan failed: ${(e as Error).message}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  private paused = 0;

  /**
   * Runs fn (an import) with the scheduler held, then marks everything that could make a notice
   * as handled: imported announcements and cancellations are old news, never emailed.
   */
  async quietly<R>(fn: () => Promise<R>): Promise<R> {
    this.paused++;
    try {
      await this.running;
      const result = await fn();
      await this.scan(true);
      return result;
    } finally {
      this.paused--;
    }
  }

  private async scan(seenOnly = false) {
    const now = this.mail.now();
    if (this.queue.meta.since === undefined) {
      await this.queue.setMeta({ since: now, lastDigest: now });
      seenOnly = true;
    }
    const { announcements, events } = this.db.content;
    const day = todayKey(this.timezone, now);
    if (seenOnly || announcements.revision !== this.seen.announcements || now >= this.seen.nextDue) {
      this.seen.announcements = announcements.revision;
      await this.announcements(now, seenOnly);
    }
    if (seenOnly || events.revision !== this.seen.events || day !== this.seen.day) {
      this.seen.events = events.revision;
      this.seen.day = day;
      await this.cancellations(now, day, seenOnly);
    }
    if (!seenOnly) await this.digest(now);
  }

  private async announcements(now: number, seenOnly: boolean) {
    const since = this.queue.meta.since ?? now;
    const seen: string[] = [];
    let nextDue = Infinity;
    for (const a of this.db.content.announcements.all()) {
      const key = `announcement:${a.id}`;
      if (this.queue.hasKey(key)) continue;
      if (!isLive(a, now)) {
        if (a.publishAt && Date.parse(a.publishAt) > now) nextDue = Math.min(nextDue, Date.parse(a.publishAt));
        continue;
      }
      if (seenOnly || liveAt(a) < since) {
        seen.push(key);
        continue;
      }
      const urgent = a.urgent === true;
      await this.queue.create({
        kind: urgent ? 'urgent' : 'announcements',
        key,
        title: a.title,
        announcementId: a.id,
        content: announcementContent(a),
        recipients: this.recipients(urgent ? 'urgent' : 'announcements'),
        at: now,
      });
    }
    this.seen.nextDue = nextDue;
    await this.queue.markSeen(seen);
  }

  private async cancellations(now: number, today: string, seenOnly: boolean) {
    const last = addDaysKey(today, CANCELLATION_DAYS);
    const seen: string[] = [];
    for (const e of this.db.content.events.all()) {
      if (!e.recurrence || !e.exceptions?.length) continue;
      const series = e as AcademyEvent & { recurrence: Recurrence };
      for (const ex of e.exceptions) {
        if (ex.date < today || ex.date > last) continue;
        const moved = !ex.cancelled && Boolean(ex.startTime || ex.location);
        if (!ex.cancelled && !moved) continue; // a note alone changes nothing for a family
        const key = `cancel:${e.id}:${ex.date}:${ex.cancelled ? 'cancelled' : `moved:${ex.startTime ?? ''}:${ex.location ?? ''}`}`;
        if (this.queue.hasKey(key) || !isSeriesDate(series, this.timezone, ex.date)) continue;
        const o = occurrenceOn(series, this.timezone, ex.date);
        if (seenOnly || Date.parse(o.startTime) <= now) {
          seen.push(key);
          continue;
        }
        await this.queue.create({
          kind: 'cancellations',
          key,
          title: `${e.title} (${ex.date})`,
          content: {
            type: 'cancellation',
            date: ex.date,
            moved,
            ...(moved ? { from: occurrenceOn({ ...series, exceptions: [] }, this.timezone, ex.date).startTime } : {}),
            ...classLine(o),
          },
          recipients: this.recipients('cancellations', programsOf(e.category)),
          at: now,
        });
      }
    }
    await this.queue.markSeen(seen);
  }

  private async digest(now: number) {
    const digest = this.mail.digest;
    if (!digest) return;
    const slot = lastDigestSlot(digest, this.timezone, now);
    const previous = this.queue.meta.lastDigest ?? this.queue.meta.since ?? now;
    if (slot <= previous || now - slot > DIGEST_LATE_MS) return;
    // In turns, as the month views are: a week over thousands of series takes ~100 ms.
    const week = await runInTurns(expandEventsSteps(this.db.content.events.all(), this.timezone, now, now + 7 * DAY));
    const classes = week.map((o) => classLine(o));
    const fresh = this.db.content.announcements
      .all()
      .filter((a) => isLive(a, now) && liveAt(a) > previous && liveAt(a) <= now)
      .map((a) => {
        const c = announcementContent(a);
        return { title: c.title, content: c.content, ...(c.es ? { es: c.es } : {}) };
      });
    const key = `digest:${new Date(slot).toISOString()}`;
    await this.queue.setMeta({ lastDigest: slot });
    if (!classes.length && !fresh.length) return void (await this.queue.markSeen([key]));
    await this.queue.create({
      kind: 'digest',
      key,
      title: `Weekly schedule ${todayKey(this.timezone, slot)}`,
      content: { type: 'digest', classes, announcements: fresh },
      recipients: this.recipients('digest'),
      at: now,
    });
  }
}
