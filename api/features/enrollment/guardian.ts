import { nanoid } from 'nanoid';
import type { z } from 'zod';
import { isTrappedPost } from '../../http/botTrap';
import {
  ENROLLMENT_POLICY_VERSION,
  type Enrollment,
  type enrollmentInput,
  type MyEnrollment,
} from '../../../shared/schemas';
import { conflict, invalid, notFound } from './errors';
import type { Enrollments } from './service';

type Input = z.output<typeof enrollmentInput>;
/** An unconfirmed request and its link last this long. */
export const PENDING_MS = 7 * 24 * 3600_000;
/** The answer to a link of a class that no longer takes anyone new (closed, or deleted). */
const NOT_TAKING = 'This class is not taking requests now.';

/**
 * POST /api/enrollments after validation and limits: checks the class (400 naming the field),
 * then stores and emails in the background, so the answer is the same whatever the address.
 */
export function request(s: Enrollments, input: Input) {
  const e = s.classOf(input.eventId);
  if (!e) return invalid('eventId', 'Unknown class');
  if (!e.enrollment!.open) return invalid('eventId', 'This class is not taking requests now');
  const { ageMin, ageMax } = e.enrollment!;
  if ((ageMin !== undefined && input.child.age < ageMin) || (ageMax !== undefined && input.child.age > ageMax))
    return invalid('child.age', `This class is for ages ${ageMin ?? 4} to ${ageMax ?? 18}`);
  if (isTrappedPost(input.website, input.formFillMs)) return;
  const stamp = s.stamp();
  const same = s.store
    .ofClass(input.eventId)
    .find(
      (r) =>
        r.guardian.email === input.guardian.email &&
        r.child.firstName.toLowerCase() === input.child.firstName.toLowerCase() &&
        r.status !== 'withdrawn',
    );
  // Asked again: a pending request gets a fresh link; a seat or a place in line gets its status
  // again, with the link to its page (a family that lost the emails can still withdraw or delete);
  // an open offer already has its email, sent within OFFER_HOURS.
  if (same && same.status !== 'pending') {
    if (same.status === 'enrolled' || same.status === 'waitlisted') s.send(same.status, same, stamp);
    return;
  }
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
    if (same) await s.store.change(same.id, () => record).written;
    else await s.store.insert(record);
    s.send('confirm', record, stamp);
  })().catch((err) => s.log(`enrollment request not saved: ${(err as Error).message}`));
}

/** The confirmation's one click: a seat while seats are left and nobody waits, else a place in line. */
export async function confirm(s: Enrollments, token: string): Promise<MyEnrollment> {
  const r0 = s.byToken(token, 'confirm');
  if (r0.status === 'pending' && s.now() - Date.parse(r0.confirmationSentAt!) > PENDING_MS)
    return invalid('token', 'This link has expired. Please send the request again.');
  const r = await s.decide(r0.eventId, () => {
    const r = s.store.get(r0.id) ?? notFound();
    if (r.status !== 'pending') return { result: r, changes: [] };
    const e = s.classOf(r.eventId);
    // Closed since the request (or deleted): nobody new joins, in a seat or in line.
    if (!e?.enrollment!.open) return conflict(NOT_TAKING);
    const seats = s.store.seats(r.eventId);
    const status = seats.seatsLeft(e.enrollment!.capacity) > 0 && !seats.waitlist.length ? 'enrolled' : 'waitlisted';
    const stamp = s.stamp();
    const c = s.store.change(r.id, (old) => ({
      ...old,
      status,
      seq: seats.nextSeq,
      confirmedAt: stamp,
      updatedAt: stamp,
    }));
    return { result: c, changes: [c], email: [status, stamp] as const };
  });
  return s.view(r);
}

export async function answerOffer(s: Enrollments, token: string, accept: boolean): Promise<MyEnrollment> {
  const r0 = s.byToken(token, 'offer');
  const r = await s.decide(r0.eventId, () => {
    const r = s.store.get(r0.id);
    if (!r || r.status !== 'offered' || r.offeredAt !== r0.offeredAt)
      return conflict('This offer is not open any more.');
    if (s.now() > Date.parse(r.offerExpiresAt!)) return conflict('This offer has expired.');
    const stamp = s.stamp();
    const c = s.store.change(r.id, (old) => ({
      ...old,
      status: accept ? 'enrolled' : 'withdrawn',
      offeredAt: null,
      offerExpiresAt: null,
      updatedAt: stamp,
      ...(accept ? {} : { endedAt: stamp }),
    }));
    return { result: c, changes: [c], email: accept ? (['enrolled', stamp] as const) : undefined, rebalance: !accept };
  });
  return s.view(r);
}

export const mine = (s: Enrollments, token: string): MyEnrollment => s.view(s.byToken(token, 'manage'));

export async function withdraw(s: Enrollments, token: string): Promise<MyEnrollment> {
  const r0 = s.byToken(token, 'manage');
  return s.view(await withdrawRecord(s, r0.id, 'guardian'));
}

/** Ends a request (the guardian's or the staff's withdrawal); a seat it held goes to the next in line. */
export async function withdrawRecord(s: Enrollments, id: string, by: 'guardian' | 'staff'): Promise<Enrollment> {
  const r0 = s.store.get(id) ?? notFound('Not found');
  return s.decide(r0.eventId, () => {
    const r = s.store.get(id) ?? notFound('Not found');
    if (r.status === 'withdrawn') return { result: r, changes: [] };
    const stamp = s.stamp();
    const c = s.store.change(id, (old) => ended(old, stamp));
    return {
      result: c,
      changes: [c],
      email: by === 'staff' ? (['withdrawn', stamp] as const) : undefined,
      rebalance: true,
    };
  });
}

/** DELETE mine: erased at once (an anonymous count stays); a seat it held goes to the next in line. */
export async function erase(s: Enrollments, token: string) {
  const r0 = s.byToken(token, 'manage');
  await s.store.inClass(r0.eventId, async () => {
    await s.store.erase(r0.id);
    await s.settle(s.offerFreed(r0.eventId));
  });
}

/** An enrollment ended now (withdrawn by the family, or its class gone): its seat and offer let go. */
export const ended = (old: Enrollment, stamp: string): Enrollment => ({
  ...old,
  status: 'withdrawn',
  offeredAt: null,
  offerExpiresAt: null,
  endedAt: stamp,
  updatedAt: stamp,
});
