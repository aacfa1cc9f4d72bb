/**
 * The race of the test and the bench: `seats` seats, half of them freed and offered, then
 * `total` answers at once: the offers' acceptances and new families' confirmations.
 */
import { nanoid } from 'nanoid';
import { API } from '../../../shared/routes';
import { ENROLLMENT_POLICY_VERSION, type Enrollment } from '../../../shared/schemas';
import type { TestServer } from '../../testing/harness';
import { withdrawRecord } from './guardian';

export async function prepareRace(t: TestServer, eventId: string, seats: number, total: number) {
  const e = t.services.enrollments;
  const from = e.now() - 3600_000;
  const at = (i: number) => new Date(from + i).toISOString();
  const base = (i: number, status: Enrollment['status'], seq: number | null): Enrollment => ({
    id: nanoid(),
    eventId,
    status,
    guardian: { name: `Family ${i}`, email: `family${i}@example.com` },
    child: { firstName: `Kid${i}`, age: 10 },
    lang: 'en',
    consents: { policies: true, photos: false, policyVersion: ENROLLMENT_POLICY_VERSION, at: at(i) },
    createdAt: at(i),
    updatedAt: at(i),
    confirmationSentAt: at(i),
    confirmedAt: seq ? at(i) : null,
    seq,
    offeredAt: null,
    offerExpiresAt: null,
    endedAt: null,
  });
  const freed = Math.floor(seats / 2);
  const enrolled = Array.from({ length: seats }, (_, i) => base(i, 'enrolled', i + 1));
  const waiting = Array.from({ length: seats }, (_, i) => base(seats + i, 'waitlisted', seats + i + 1));
  const pending = Array.from({ length: total - freed }, (_, i) => base(2 * seats + i, 'pending', null));
  await Promise.all([...enrolled, ...waiting, ...pending].map((r) => e.store.insert(r)));
  // Half the seats freed by the staff: offered to the first `freed` families in line.
  await Promise.all(enrolled.slice(0, freed).map((r) => withdrawRecord(e, r.id, 'staff')));
  const offers = waiting.slice(0, freed).map((r) => e.tokenOf('offer', e.store.get(r.id)!)!);
  const confirms = pending.map((r) => e.tokenOf('confirm', r)!);
  const calls = [
    ...offers.map((token) => () => t.req(API.enrollmentOffer, { method: 'POST', json: { token, accept: true } })),
    ...confirms.map((token) => () => t.req(API.enrollmentConfirm, { method: 'POST', json: { token } })),
  ];
  // Interleaved, so acceptances and confirmations arrive mixed.
  calls.sort(() => Math.random() - 0.5);
  return { calls, waitingIds: waiting.map((r) => r.id) };
}
