import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, withQuery } from '../../../shared/routes';
import { recordPath } from '../../../shared/resources';
import { readEnrollmentConfig } from '../../config';
import type { TestServer } from '../../testing/harness';
import { staffAccount } from '../../testing/staff';
import { startSmtp, type Smtp } from '../../notices/testSmtp';
import { family, json, linkToken, mailTo, makeClass, request, start, waitFor } from './testKit';

/** Bad input in every field, the one answer for every address, the links' limits, retention, who may read. */
const DAY = 24 * 3600_000;
let smtp: Smtp;
let t: TestServer;
let clock = Date.parse('2026-11-28T12:00:00Z');
beforeAll(async () => {
  smtp = await startSmtp();
  // ENROLLMENT_RETENTION_DAYS=30 (OFFER_HOURS as by default): the sweep follows the setting, not 365.
  t = await start(smtp, () => clock, { enrollment: { offerHours: 48, retentionDays: 30 } });
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

/** Requests (as `email`) and answers the confirmation link's token. */
async function requested(eventId: string, email: string, extra: Record<string, unknown> = {}) {
  const before = smtp.to(email).length;
  expect((await request(t, family(eventId, email, extra))).status).toBe(202);
  return linkToken((await mailTo(smtp, email, before + 1)).parsed.text!, '/enroll/confirm');
}
async function confirmed(eventId: string, email: string) {
  const token = await requested(eventId, email);
  const res = await t.req(API.enrollmentConfirm, { method: 'POST', json: { token } });
  expect(res.status).toBe(200);
  return { confirmToken: token, ...(await json(res)) };
}
const mine = (token: string) => t.req(withQuery(API.enrollmentMine, { token }));

describe('OFFER_HOURS and ENROLLMENT_RETENTION_DAYS', () => {
  it('are read from the environment, with their defaults, and a bad value stops start-up naming it', () => {
    expect(readEnrollmentConfig({})).toEqual({ offerHours: 48, retentionDays: 365 });
    expect(readEnrollmentConfig({ OFFER_HOURS: '12', ENROLLMENT_RETENTION_DAYS: '30' })).toEqual({
      offerHours: 12,
      retentionDays: 30,
    });
    expect(() => readEnrollmentConfig({ ENROLLMENT_RETENTION_DAYS: 'forever' })).toThrow(/ENROLLMENT_RETENTION_DAYS/);
    expect(() => readEnrollmentConfig({ OFFER_HOURS: '0' })).toThrow(/OFFER_HOURS/);
  });
});

describe('a request', () => {
  it('refuses a header trick (CR, LF, NUL) in every field a visitor writes, naming the field, and stores or sends nothing', async () => {
    const id = await makeClass(t, { capacity: 2, open: true });
    const good = family(id, 'tricks@example.com');
    const tricks = ['\r\nBcc: x@evil.test', '\nBcc: x@evil.test', '\rX-Hdr: 1', '\u0000'];
    const fields: [string, (v: string) => Record<string, unknown>][] = [
      ['eventId', (v) => ({ eventId: id + v })],
      ['guardian.name', (v) => ({ guardian: { ...good.guardian, name: `Ana${v}` } })],
      ['guardian.email', (v) => ({ guardian: { ...good.guardian, email: `tricks@example.com${v}` } })],
      ['guardian.phone', (v) => ({ guardian: { ...good.guardian, phone: `555${v}` } })],
      ['child.firstName', (v) => ({ child: { firstName: `Leo${v}`, age: 10 } })],
      ['lang', (v) => ({ lang: `en${v}` })],
    ];
    const before = t.services.enrollments.store.records.all().length;
    for (const [path, make] of fields)
      for (const trick of tricks) {
        const res = await request(t, { ...good, ...make(trick) });
        expect(res.status, `${path} ${JSON.stringify(trick)}`).toBe(400);
        expect((await json(res)).issues.map((i: { path: string }) => i.path)).toContain(path);
      }
    // Numbers and booleans given as text are refused too, never coerced.
    for (const [extra, path] of [
      [{ child: { firstName: 'Leo', age: '10\r\n' } }, 'child.age'],
      [{ consents: { policies: 'true\r\n', photos: false } }, 'consents.policies'],
      [{ consents: { policies: true, photos: 'no\r\n' } }, 'consents.photos'],
    ] as const) {
      const res = await request(t, { ...good, ...extra });
      expect(res.status, path).toBe(400);
      expect((await json(res)).issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect(t.services.enrollments.store.records.all()).toHaveLength(before);
    expect(smtp.received.filter((m) => JSON.stringify(m).includes('evil.test'))).toEqual([]);
  });

  it('answers the same 202, body and headers alike, for a new address, a pending one, an enrolled one and a withdrawn one', async () => {
    const id = await makeClass(t, { capacity: 3, open: true });
    await requested(id, 'pending@example.com');
    await confirmed(id, 'enrolled@example.com');
    const gone = await confirmed(id, 'gone@example.com');
    await t.req(API.enrollmentWithdraw, { method: 'POST', json: { token: gone.token } });
    const answers = await Promise.all(
      ['new@example.com', 'pending@example.com', 'enrolled@example.com', 'gone@example.com'].map((email) =>
        request(t, family(id, email)),
      ),
    );
    const seen = await Promise.all(
      answers.map(async (r) => ({
        status: r.status,
        body: await r.text(),
        type: r.headers.get('content-type'),
        cache: r.headers.get('cache-control'),
        length: r.headers.get('content-length'),
      })),
    );
    expect(seen[0].status).toBe(202);
    for (const s of seen) expect(s).toEqual(seen[0]);
  });
});

describe('a family that lost the emails', () => {
  it('asking again gets its status again with the link to its page (enrolled, or in line with its place)', async () => {
    const id = await makeClass(t, { capacity: 1, open: true }, 'Lost Links');
    const seat = await confirmed(id, 'lost-seat@example.com');
    const line = await confirmed(id, 'lost-line@example.com');
    expect([seat.status, line.status]).toEqual(['enrolled', 'waitlisted']);
    for (const [email, subject] of [
      ['lost-seat@example.com', 'Leo is enrolled in Lost Links'],
      ['lost-line@example.com', 'Leo is on the waitlist for Lost Links'],
    ]) {
      const told = () => smtp.to(email).filter((m) => m.parsed.subject === subject);
      await expect.poll(() => told().length, waitFor).toBe(1);
      clock += 60_000; // a later moment: each email's key holds its time
      expect((await request(t, family(id, email))).status).toBe(202);
      await expect.poll(() => told().length, waitFor).toBe(2);
      const token = linkToken(told()[1].parsed.text!, '/enroll/manage');
      expect((await json(await mine(token))).guardian.email).toBe(email);
    }
    // Nothing else changed: still one record each, in the same state.
    expect(t.services.enrollments.store.ofClass(id).map((r) => r.status)).toEqual(['enrolled', 'waitlisted']);
  });
});

describe('the links', () => {
  it('are signed, each for its one purpose, and all useless once the enrollment is deleted', async () => {
    const id = await makeClass(t, { capacity: 1, open: true }, 'One Seat');
    const first = await confirmed(id, 'first@example.com');
    const second = await confirmed(id, 'second@example.com');
    expect([first.status, second.status, second.place]).toEqual(['enrolled', 'waitlisted', 1]);
    await t.req(API.enrollmentWithdraw, { method: 'POST', json: { token: first.token } });
    // The offer (the 'waitlisted' email may be skipped: it is stale once the seat is offered).
    const offerMail = () => smtp.to('second@example.com').find((m) => m.parsed.subject?.startsWith('A seat in'));
    await expect.poll(offerMail, waitFor).toBeTruthy();
    const offer = linkToken(offerMail()!.parsed.text!, '/enroll/offer');
    const links = { confirm: second.confirmToken, offer, manage: second.token };

    // Signed: one character of the signature changed, or another record's id, is a 404.
    const [rid, sig] = links.manage.split('.');
    const flipped = `${rid}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await mine(flipped)).status).toBe(404);
    expect((await mine(`${first.token.split('.')[0]}.${sig}`)).status).toBe(404);
    // One purpose each: a link opens only its own door.
    const doors = {
      confirm: (token: string) => t.req(API.enrollmentConfirm, { method: 'POST', json: { token } }),
      offer: (token: string) => t.req(API.enrollmentOffer, { method: 'POST', json: { token, accept: true } }),
      manage: mine,
    };
    for (const [door, open] of Object.entries(doors))
      for (const [kind, token] of Object.entries(links))
        if (door !== kind) expect((await open(token)).status, `${kind} link at the ${door} door`).toBe(404);
    const held = await mine(links.manage);
    expect((await json(held)).status).toBe('offered');
    // Never kept by a browser or a shared cache: the answer holds the family's data.
    expect(held.headers.get('cache-control')).toBe('no-store');

    // Deleted: every link it ever had answers 404, and nothing of it is left on disk.
    expect((await t.req(withQuery(API.enrollmentMine, { token: links.manage }), { method: 'DELETE' })).status).toBe(
      204,
    );
    for (const [door, open] of Object.entries(doors))
      expect((await open(links[door as keyof typeof links])).status, door).toBe(404);
    expect((await t.req(API.enrollmentWithdraw, { method: 'POST', json: { token: links.manage } })).status).toBe(404);
    expect((await t.req(withQuery(API.enrollmentMine, { token: links.manage }), { method: 'DELETE' })).status).toBe(
      404,
    );
    expect(fs.readFileSync(`${t.dataDir}/enrollments.json`, 'utf8')).not.toContain('second@example.com');
    // Junk never reaches a 500.
    for (const token of ['', 'x', 'a.b.c', '.', 'é.ü', 'x'.repeat(300)])
      for (const open of Object.values(doors)) expect((await open(token)).status, token).toBeLessThan(500);
  });

  it('a confirmation link older than 7 days is refused, and the sweep forgets the request (no count left)', async () => {
    const id = await makeClass(t, { capacity: 2, open: true });
    const token = await requested(id, 'late@example.com');
    clock += 7 * DAY + 60_000;
    const late = await t.req(API.enrollmentConfirm, { method: 'POST', json: { token } });
    expect([late.status, (await json(late)).issues[0].path]).toEqual([400, 'token']);
    await t.services.enrollments.sweep();
    expect(t.services.enrollments.store.ofClass(id)).toEqual([]);
    expect(t.services.enrollments.store.erased[id]).toBeUndefined();
  });
});

describe('retention', () => {
  it('erases a withdrawn enrollment ENROLLMENT_RETENTION_DAYS after it ended, not before, leaving a count', async () => {
    const id = await makeClass(t, { capacity: 2, open: true });
    const kept = await confirmed(id, 'kept@example.com');
    const ended = await confirmed(id, 'ended@example.com');
    await t.req(API.enrollmentWithdraw, { method: 'POST', json: { token: ended.token } });
    clock += 29 * DAY;
    await t.services.enrollments.sweep();
    expect((await json(await mine(ended.token))).status).toBe('withdrawn');
    clock += 2 * DAY;
    await t.services.enrollments.sweep();
    expect((await mine(ended.token)).status).toBe(404);
    // The enrolled family stays, whatever its age.
    expect((await json(await mine(kept.token))).status).toBe('enrolled');
    expect(t.services.enrollments.store.erased[id]).toBe(1);
    const file = fs.readFileSync(`${t.dataDir}/enrollments.json`, 'utf8');
    expect(file).not.toContain('ended@example.com');
    expect(file).toContain('kept@example.com');
  });
});

describe('who may read them', () => {
  it('an instructor uses the roster, the CSV, enroll and withdraw; only the owner exports; nobody without a token', async () => {
    const id = await makeClass(t, { capacity: 1, open: true });
    await confirmed(id, 'i1@example.com');
    await confirmed(id, 'i2@example.com');
    const { token } = await staffAccount(t, 'instructor');
    const rows = await t.req(withQuery(API.enrollments, { eventId: id }), { token });
    expect(rows.status).toBe(200);
    const [seat, line] = await json(rows);
    expect((await t.req(withQuery(API.enrollmentsCsv, { eventId: id }), { token })).status).toBe(200);
    const out = await t.req(recordPath(API.enrollments, seat.id), {
      method: 'PATCH',
      token,
      json: { status: 'withdrawn' },
    });
    expect(out.status).toBe(200);
    const enroll = await t.req(recordPath(API.enrollments, line.id), {
      method: 'PATCH',
      token,
      json: { status: 'enrolled' },
    });
    expect([enroll.status, (await json(enroll)).status]).toEqual([200, 'enrolled']);
    expect((await t.req(API.enrollmentsExport, { token })).status).toBe(403);
    expect((await t.req(API.enrollmentsExport)).status).toBe(401);
    expect(
      (await t.req(recordPath(API.enrollments, line.id), { method: 'PATCH', json: { status: 'withdrawn' } })).status,
    ).toBe(401);
  });
});
