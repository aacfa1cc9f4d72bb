import { nanoid } from 'nanoid';
import type { Config } from '../../config';
import type { Database } from '../../storage/db';
import type { ExternalMail } from '../../notices/queue';
import { LinkTokens } from '../../notices/tokens';
import { isTrappedPost } from '../../http/botTrap';
import {
  ENROLLMENT_POLICY_VERSION,
  enrollmentInput,
  type Enrollment,
  type MyEnrollment,
} from '../../../shared/schemas';
import type { z } from 'zod';
import { BUILDER, buildEnrollmentEmail, type EmailWhat } from './emails';
import { conflict, invalid, notFound } from './errors';
import { classOf, placeIn, seatsOf } from './seats';
import { EnrollmentStore, type Change } from './store';

const HOUR = 3600_000;
/** An unconfirmed request and its link last this long. */
export const PENDING_MS = 7 * 24 * HOUR;
type Input = z.output<typeof enrollmentInput>;
type Purpose = 'confirm' | 'manage' | 'offer';

/**
 * Enrollment requests and the seats of each class: the guardian's steps (request, confirm,
 * answer an offer, withdraw, erase), the staff's (seats.ts, staff.ts) and the sweep. Every
 * decision about a class's seats runs in EnrollmentStore.inClass, one at a time per class.
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
  private stamp() {
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
          event: (eid) => this.db.content.events.get(eid),
          place: (r) => placeIn(this.store.ofClass(r.eventId), r.id),
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
      setImmediate(() => void this.rebalanceAll().catch((e) => this.log(`enrollment: ${(e as Error).message}`)));
    };
    this.timer = setInterval(
      () => void this.sweep().catch((e) => this.log(`enrollment sweep: ${(e as Error).message}`)),
      60_000,
    );
    this.timer.unref();
    void this.sweep().catch((e) => this.log(`enrollment sweep: ${(e as Error).message}`));
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
  }

  classOf(eventId: string) {
    return classOf(this.db.content.events.get(eventId));
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
    return {
      status: r.status,
      ...(r.status === 'waitlisted' ? { place: placeIn(this.store.ofClass(r.eventId), r.id) } : {}),
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

  // ---- the guardian's side ----

  /**
   * POST /api/enrollments after validation and limits: checks the class (400 naming the field),
   * then stores and emails in the background, so the answer is the same whatever the address.
   */
  request(input: Input) {
    const e = this.classOf(input.eventId);
    if (!e) return invalid('eventId', 'Unknown class');
    if (!e.enrollment!.open) return invalid('eventId', 'This class is not taking requests now');
    const { ageMin, ageMax } = e.enrollment!;
    if ((ageMin !== undefined && input.child.age < ageMin) || (ageMax !== undefined && input.child.age > ageMax))
      return invalid('child.age', `This class is for ages ${ageMin ?? 4} to ${ageMax ?? 18}`);
    if (isTrappedPost(input.website, input.formFillMs)) return;
    const stamp = this.stamp();
    const same = this.store.records
      .all()
      .find(
        (r) =>
          r.eventId === input.eventId &&
          r.guardian.email === input.guardian.email &&
          r.child.firstName.toLowerCase() === input.child.firstName.toLowerCase() &&
          r.status !== 'withdrawn',
      );
    // Asked again: a pending request gets a fresh link; one already confirmed gets nothing new.
    if (same && same.status !== 'pending') return;
    const record: Enrollment = same
      ? { ...same, confirmationSentAt: stamp, updatedAt: stamp }
      : {
          id: nanoid(),
          eventId: input.eventId,
          status: 'pending',
          guardian: input.guardian,
          child: input.child,
          lang: input.lang,
          consents: {
            policies: true,
            photos: input.consents.photos,
            policyVersion: ENROLLMENT_POLICY_VERSION,
            at: stamp,
          },
          createdAt: stamp,
          updatedAt: stamp,
          confirmationSentAt: stamp,
          confirmedAt: null,
          seq: null,
          offeredAt: null,
          offerExpiresAt: null,
          endedAt: null,
        };
    void (async () => {
      if (same) await this.store.change(same.id, () => record).written;
      else await this.store.insert(record);
      this.send('confirm', record, stamp);
    })().catch((err) => this.log(`enrollment request not saved: ${(err as Error).message}`));
  }

  async confirm(token: string): Promise<MyEnrollment> {
    const r0 = this.byToken(token, 'confirm');
    if (r0.status === 'pending' && this.now() - Date.parse(r0.confirmationSentAt!) > PENDING_MS)
      return invalid('token', 'This link has expired. Please send the request again.');
    const r = await this.decide(r0.eventId, () => {
      const r = this.store.get(r0.id);
      if (!r) return notFound();
      if (r.status !== 'pending') return { result: r, changes: [] };
      const e = this.classOf(r.eventId);
      if (!e) return invalid('token', 'This class no longer takes requests.');
      const seats = seatsOf(this.store.ofClass(r.eventId), e.enrollment!.capacity);
      const status = seats.seatsLeft > 0 && !seats.waitlist.length ? 'enrolled' : 'waitlisted';
      const stamp = this.stamp();
      const c = this.store.change(r.id, (old) => ({
        ...old,
        status,
        seq: seats.nextSeq,
        confirmedAt: stamp,
        updatedAt: stamp,
      }));
      return { result: c, changes: [c], email: [status, stamp] as const };
    });
    return this.view(r);
  }

  async answerOffer(token: string, accept: boolean): Promise<MyEnrollment> {
    const r0 = this.byToken(token, 'offer');
    const r = await this.decide(r0.eventId, () => {
      const r = this.store.get(r0.id);
      if (!r || r.status !== 'offered' || r.offeredAt !== r0.offeredAt)
        return conflict('This offer is not open any more.');
      if (this.now() > Date.parse(r.offerExpiresAt!)) return conflict('This offer has expired.');
      const stamp = this.stamp();
      const c = this.store.change(r.id, (old) => ({
        ...old,
        status: accept ? 'enrolled' : 'withdrawn',
        offeredAt: null,
        offerExpiresAt: null,
        updatedAt: stamp,
        ...(accept ? {} : { endedAt: stamp }),
      }));
      return {
        result: c,
        changes: [c],
        email: accept ? (['enrolled', stamp] as const) : undefined,
        rebalance: !accept,
      };
    });
    return this.view(r);
  }

  mine(token: string): MyEnrollment {
    return this.view(this.byToken(token, 'manage'));
  }

  async withdraw(token: string, by: 'guardian' | 'staff' = 'guardian'): Promise<MyEnrollment> {
    const r0 = this.byToken(token, 'manage');
    return this.view(await this.withdrawRecord(r0.id, by));
  }

  async withdrawRecord(id: string, by: 'guardian' | 'staff'): Promise<Enrollment> {
    const r0 = this.store.get(id) ?? notFound('Not found');
    return this.decide(r0.eventId, () => {
      const r = this.store.get(id);
      if (!r) return notFound('Not found');
      if (r.status === 'withdrawn') return { result: r, changes: [] };
      const stamp = this.stamp();
      const c = this.store.change(id, (old) => ({
        ...old,
        status: 'withdrawn',
        offeredAt: null,
        offerExpiresAt: null,
        endedAt: stamp,
        updatedAt: stamp,
      }));
      return {
        result: c,
        changes: [c],
        email: by === 'staff' ? (['withdrawn', stamp] as const) : undefined,
        rebalance: true,
      };
    });
  }

  /** DELETE mine: erased at once (an anonymous count stays); a seat it held goes to the next in line. */
  async erase(token: string) {
    const r0 = this.byToken(token, 'manage');
    await this.store.inClass(r0.eventId, async () => {
      await this.store.erase(r0.id);
      await this.settle(this.offerFreed(r0.eventId));
    });
  }

  // ---- seat decisions ----

  /**
   * One step of a class's seats: `step` reads and changes records (in memory at once), then the
   * freed seats are offered; the next step of the class starts as soon as memory holds these
   * changes, and this call resolves when they are on disk.
   */
  async decide(
    eventId: string,
    step: () => {
      result: Change | Enrollment;
      changes: Change[];
      email?: readonly [EmailWhat, string];
      rebalance?: boolean;
    },
  ): Promise<Enrollment> {
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

  private async settle(changes: Change[]) {
    for (const c of changes) await c.applied;
    await Promise.all(changes.map((c) => c.written));
  }

  /** Offers each free seat to the next family in line (inside a class's step). */
  offerFreed(eventId: string): Change[] {
    const e = this.classOf(eventId);
    if (!e) return [];
    const seats = seatsOf(this.store.ofClass(eventId), e.enrollment!.capacity);
    const stamp = this.stamp();
    const expires = new Date(this.now() + this.config.enrollment.offerHours * HOUR).toISOString();
    return seats.waitlist.slice(0, seats.seatsLeft).map((w) => {
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

  /** Every class with a family waiting gets its free seats offered (after a capacity change). */
  async rebalanceAll() {
    const waiting = new Set(
      this.store.records
        .all()
        .filter((r) => r.status === 'waitlisted')
        .map((r) => r.eventId),
    );
    for (const eventId of waiting) await this.store.inClass(eventId, () => this.settle(this.offerFreed(eventId)));
  }

  /**
   * Every minute: offers not answered in time pass to the next family; unconfirmed requests
   * older than 7 days are forgotten; withdrawn ones are erased ENROLLMENT_RETENTION_DAYS after
   * they ended.
   */
  async sweep() {
    const now = this.now();
    const expired = this.store.records
      .all()
      .filter((r) => r.status === 'offered' && r.offerExpiresAt && Date.parse(r.offerExpiresAt) < now);
    for (const r of expired)
      await this.decide(r.eventId, () => {
        const cur = this.store.get(r.id);
        if (!cur || cur.status !== 'offered' || cur.offeredAt !== r.offeredAt) return { result: r, changes: [] };
        const stamp = this.stamp();
        const c = this.store.change(r.id, (old) => ({
          ...old,
          status: 'withdrawn',
          offeredAt: null,
          offerExpiresAt: null,
          endedAt: stamp,
          updatedAt: stamp,
        }));
        return { result: c, changes: [c], email: ['offerExpired', stamp] as const, rebalance: true };
      }).catch((e) => this.log(`enrollment offer not expired: ${(e as Error).message}`));
    const keep = this.config.enrollment.retentionDays * 24 * HOUR;
    await this.store.eraseWhere(
      (r) =>
        (r.status === 'pending' && now - Date.parse(r.confirmationSentAt ?? r.createdAt) > PENDING_MS) ||
        (r.status === 'withdrawn' && now - Date.parse(r.endedAt ?? r.updatedAt) > keep),
    );
  }
}
