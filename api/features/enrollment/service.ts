import type { Config } from '../../config';
import type { Database } from '../../storage/db';
import type { ExternalMail } from '../../notices/queue';
import { LinkTokens } from '../../notices/tokens';
import type { AcademyEvent, Enrollment, MyEnrollment } from '../../../shared/schemas';
import { BUILDER, buildEnrollmentEmail, type EmailWhat } from './emails';
import { notFound } from './errors';
import { classOf } from './seats';
import { EnrollmentStore, type Change } from './store';
import { rebalanceAll, sweep } from './upkeep';

export const HOUR = 3600_000;
type Purpose = 'confirm' | 'manage' | 'offer';

/** What one step of a class's seats decided (see Enrollments.decide). */
export type Step = {
  result: Change | Enrollment;
  changes: Change[];
  email?: readonly [EmailWhat, string];
  rebalance?: boolean;
};

/**
 * Enrollment requests and the seats of each class: the wiring (store, link tokens, emails, the
 * sweep's timer) and the one way seats change (decide). The guardian's steps are in guardian.ts,
 * the staff's in staff.ts, the sweep and ended classes in upkeep.ts. Every decision about a
 * class's seats runs in EnrollmentStore.inClass, one at a time per class.
 */
export class Enrollments {
  readonly store: EnrollmentStore;
  readonly tokens = new LinkTokens();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly db: Database,
    readonly config: Config,
    readonly families: ExternalMail | null,
    readonly log: (line: string) => void,
  ) {
    this.store = new EnrollmentStore(config.dataDir, db.tracker);
  }

  now(): number {
    return this.config.mail?.now() ?? Date.now();
  }
  stamp() {
    return new Date(this.now()).toISOString();
  }

  async load() {
    await this.store.load();
    await this.tokens.load(this.config.dataDir, this.db.tracker);
    this.families?.builders.set(BUILDER, (c, id) =>
      buildEnrollmentEmail(
        {
          siteName: this.config.siteName,
          publicUrl: this.config.publicUrl,
          timezone: this.config.timezone,
          record: (rid) => this.store.get(rid),
          // A class deleted since still has its name for the email telling the family it will not run.
          event: (eid) => this.db.content.events.get(eid) ?? this.trashed(eid),
          place: (r) => this.store.seats(r.eventId).placeOf(r.id),
          token: (p, r) => this.tokenOf(p, r),
        },
        c,
        id,
      ),
    );
  }

  start() {
    const events = this.db.content.events;
    const previous = events.onChange;
    // A capacity raised (or a class reopened) frees seats: offered to the first in line.
    events.onChange = () => {
      previous?.();
      setImmediate(() => void rebalanceAll(this).catch((e) => this.log(`enrollment: ${(e as Error).message}`)));
    };
    this.timer = setInterval(() => void this.sweep(), 60_000);
    this.timer.unref();
    void this.sweep();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
  }

  /** Offers that ran out, requests never confirmed, classes deleted, the retention rule (upkeep.ts). */
  sweep(): Promise<void> {
    return sweep(this).catch((e) => this.log(`enrollment sweep: ${(e as Error).message}`));
  }

  classOf(eventId: string) {
    return classOf(this.db.content.events.get(eventId));
  }
  /** An event in the trash (undefined once purged). */
  trashed(eventId: string): AcademyEvent | undefined {
    return this.trashEntry(eventId)?.record as AcademyEvent | undefined;
  }
  trashEntry(eventId: string) {
    return this.db.trash.all().find((t) => t.type === 'event' && t.record.id === eventId);
  }

  // ---- tokens: one purpose each, over a stamp that changes when the link must stop working ----

  private stampOf(p: Purpose, r: Enrollment): string | null {
    return p === 'confirm' ? (r.confirmationSentAt ?? null) : p === 'offer' ? (r.offeredAt ?? null) : r.createdAt;
  }
  tokenOf(p: Purpose, r: Enrollment): string | null {
    const stamp = this.stampOf(p, r);
    return stamp ? this.tokens.make(`enroll-${p}`, r.id, stamp) : null;
  }
  byToken(token: string, p: Purpose): Enrollment {
    const id = this.tokens.idOf(token);
    const r = id ? this.store.get(id) : undefined;
    const stamp = r && this.stampOf(p, r);
    if (!r || !stamp || !this.tokens.check(token, `enroll-${p}`, r.id, stamp)) return notFound();
    return r;
  }

  view(r: Enrollment): MyEnrollment {
    const e = this.db.content.events.get(r.eventId);
    const place = this.store.seats(r.eventId).placeOf(r.id);
    return {
      status: r.status,
      ...(place ? { place } : {}),
      ...(r.status === 'offered' && r.offerExpiresAt ? { offerExpiresAt: r.offerExpiresAt } : {}),
      class: e ? { eventId: e.id, title: e.title, ...(e.translations ? { translations: e.translations } : {}) } : null,
      guardian: r.guardian,
      child: r.child,
      consents: r.consents,
      lang: r.lang,
      createdAt: r.createdAt,
      token: this.tokenOf('manage', r)!,
    };
  }

  /** Queues one email (beside the API: never awaited by a request). */
  send(what: EmailWhat, r: Enrollment, stamp: string) {
    if (!this.families) return;
    void this.families.queue
      .create({
        kind: 'confirmation',
        key: `enroll:${r.id}:${what}:${stamp}`,
        title: 'Enrollment',
        content: { type: 'external', builder: BUILDER, what, stamp },
        recipients: [r.id],
        at: this.now(),
      })
      .catch((e) => this.log(`enrollment email not queued: ${(e as Error).message}`));
  }

  // ---- seat decisions ----

  /**
   * One step of a class's seats: `step` reads and changes records (in memory at once), then the
   * freed seats are offered; the next step of the class starts as soon as memory holds these
   * changes, and this call resolves when they are on disk (the store's writes are shared by
   * every change made meanwhile: a burst of steps costs a few file writes, not one each).
   */
  async decide(eventId: string, step: () => Step): Promise<Enrollment> {
    const { result, written, email } = await this.store.inClass(eventId, async () => {
      const s = step();
      for (const c of s.changes) await c.applied;
      if (s.rebalance) s.changes.push(...this.offerFreed(eventId));
      for (const c of s.changes) await c.applied;
      const result = 'applied' in s.result ? await s.result.applied : s.result;
      return { result, written: s.changes.map((c) => c.written), email: s.email };
    });
    await Promise.all(written);
    if (!result) return notFound();
    if (email) this.send(email[0], result, email[1]);
    return result;
  }

  async settle(changes: Change[]) {
    for (const c of changes) await c.applied;
    await Promise.all(changes.map((c) => c.written));
  }

  /** Offers each free seat to the next family in line (inside a class's step). */
  offerFreed(eventId: string): Change[] {
    const e = this.classOf(eventId);
    if (!e) return [];
    const seats = this.store.seats(eventId);
    const stamp = this.stamp();
    const expires = new Date(this.now() + this.config.enrollment.offerHours * HOUR).toISOString();
    // A copy: each change below takes its record out of the line.
    return seats.waitlist.slice(0, seats.seatsLeft(e.enrollment!.capacity)).map((w) => {
      const c = this.store.change(w.id, (old) => ({
        ...old,
        status: 'offered',
        offeredAt: stamp,
        offerExpiresAt: expires,
        updatedAt: stamp,
      }));
      void c.written.then(
        () => this.send('offer', { ...w, offeredAt: stamp }, stamp),
        () => {},
      );
      return c;
    });
  }
}
