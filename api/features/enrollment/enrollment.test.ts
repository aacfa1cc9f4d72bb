import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, withQuery } from '../../../shared/routes';
import { recordPath } from '../../../shared/resources';
import { capturedLogger, startTestServer, type TestServer } from '../../testing/harness';
import { startSmtp, type Smtp } from '../../notices/testSmtp';
import { family, json, seriesBody, linkToken, mailTo, makeClass, request, start, waitFor } from './testKit';

const HOUR = 3600_000;

describe('without SMTP_URL', () => {
  it('lists the classes but answers 503 to a request', async () => {
    const t = await startTestServer();
    try {
      const id = await makeClass(t, { capacity: 3, open: true, ageMin: 8, ageMax: 12 });
      const classes = await json(await t.req(API.classes));
      expect(classes).toEqual([
        expect.objectContaining({ eventId: id, capacity: 3, seatsLeft: 3, waitlisted: 0, ageMin: 8, ageMax: 12 }),
      ]);
      const res = await request(t, family(id, 'a@example.com'));
      expect(res.status).toBe(503);
      expect((await json(res)).message).toMatch(/contact page/);
    } finally {
      await t.stop();
    }
  });
});

describe('a class with seats and a waitlist, step by step', () => {
  let smtp: Smtp;
  let t: TestServer;
  let clock = Date.parse('2026-11-28T12:00:00Z');
  const log = capturedLogger();
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await start(smtp, () => clock, { logger: log.logger, logRequests: true });
  });
  afterAll(async () => {
    await t.stop();
    await smtp.close();
  });

  /** Requests and confirms; answers the confirmation's view. */
  async function enroll(eventId: string, email: string, extra: Record<string, unknown> = {}) {
    const before = smtp.to(email).length;
    const res = await request(t, family(eventId, email, extra));
    expect(res.status).toBe(202);
    const mail = await mailTo(smtp, email, before + 1);
    const es = extra.lang === 'es';
    const token = linkToken(mail.parsed.text!, es ? '/es/enroll/confirm' : '/enroll/confirm');
    const confirmed = await t.req(API.enrollmentConfirm, { method: 'POST', json: { token } });
    expect(confirmed.status).toBe(200);
    return json(confirmed);
  }

  it('refuses bad input naming the field', async () => {
    const id = await makeClass(t, { capacity: 2, open: true, ageMin: 8, ageMax: 12 });
    const closed = await makeClass(t, { capacity: 2, open: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ consents: { policies: false, photos: true } }, 'consents.policies'],
      [{ consents: { photos: true } }, 'consents.policies'],
      [{ child: { firstName: 'Leo', age: 5 } }, 'child.age'],
      [{ child: { firstName: 'Leo', age: 30 } }, 'child.age'],
      [{ child: { firstName: 'Leo\r\nBcc: x@evil.test', age: 9 } }, 'child.firstName'],
      [{ guardian: { name: 'Ana\nBcc: x@evil.test', email: 'a@example.com' } }, 'guardian.name'],
      [{ guardian: { name: 'Ana', email: 'a@example.com\r\nBcc: x@evil.test' } }, 'guardian.email'],
      [{ guardian: { name: 'Ana', email: 'a@example.com', phone: '555\r\n1' } }, 'guardian.phone'],
      [{ eventId: 'nope' }, 'eventId'],
      [{ eventId: closed }, 'eventId'],
      [{ lang: 'fr' }, 'lang'],
    ];
    for (const [extra, path] of cases) {
      const res = await request(t, family(id, 'bad@example.com', extra));
      expect(res.status, path).toBe(400);
      expect((await json(res)).issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    expect(
      (await t.req(API.enrollments, { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect(smtp.to('bad@example.com')).toEqual([]);
  });

  it('answers the same 202 whatever the address, confirms by one POST, and tells enrolled or waitlisted in the family language', async () => {
    const id = await makeClass(t, { capacity: 1, open: true }, 'Color Guard Basics');
    const first = await request(t, family(id, 'one@example.com'));
    const again = await request(t, family(id, 'one@example.com'));
    expect(first.status).toBe(202);
    expect(await json(first)).toEqual(await json(again));
    const mail = await mailTo(smtp, 'one@example.com', 1);
    expect(mail.parsed.subject).toBe('Please confirm your enrollment request at Core Performing Arts Academy');
    // A GET of the link (a mail scanner) changes nothing: only the page's POST confirms.
    const token = linkToken(mail.parsed.text!, '/enroll/confirm');
    expect((await json(await t.req(withQuery(API.enrollmentMine, { token })))).message).toBeTruthy();
    const view = await json(await t.req(API.enrollmentConfirm, { method: 'POST', json: { token } }));
    expect(view).toMatchObject({
      status: 'enrolled',
      child: { firstName: 'Leo', age: 10 },
      consents: { policies: true, photos: false, policyVersion: expect.any(String) },
    });
    await expect
      .poll(() => smtp.to('one@example.com').map((m) => m.parsed.subject), waitFor)
      .toContain('Leo is enrolled in Color Guard Basics');
    // A second click answers the same.
    expect((await json(await t.req(API.enrollmentConfirm, { method: 'POST', json: { token } }))).status).toBe(
      'enrolled',
    );

    const es = await enroll(id, 'dos@example.com', { lang: 'es', child: { firstName: 'Sofía', age: 9 } });
    expect(es).toMatchObject({ status: 'waitlisted', place: 1 });
    const told = await mailTo(smtp, 'dos@example.com', 2);
    expect(told.parsed.subject).toBe('Sofía está en la lista de espera de Color Guard Basics (es)');
    expect(told.parsed.text).toContain('número 1');
    expect(await json(await t.req(API.classes))).toEqual(
      expect.arrayContaining([expect.objectContaining({ eventId: id, seatsLeft: 0, waitlisted: 1 })]),
    );
  });

  it('offers a freed seat to the first in line; declined, the next family gets it; accepted, enrolled', async () => {
    const id = await makeClass(t, { capacity: 1, open: true }, 'Snare Line');
    const a = await enroll(id, 'a1@example.com');
    const b = await enroll(id, 'b1@example.com');
    const c = await enroll(id, 'c1@example.com');
    expect([a.status, b.place, c.place]).toEqual(['enrolled', 1, 2]);
    const withdrawn = await t.req(API.enrollmentWithdraw, { method: 'POST', json: { token: a.token } });
    expect((await json(withdrawn)).status).toBe('withdrawn');
    const offer = await mailTo(smtp, 'b1@example.com', 3);
    expect(offer.parsed.subject).toBe('A seat in Snare Line is free for Leo');
    const offerToken = linkToken(offer.parsed.text!, '/enroll/offer');
    const declined = await json(
      await t.req(API.enrollmentOffer, { method: 'POST', json: { token: offerToken, accept: false } }),
    );
    expect(declined.status).toBe('withdrawn');
    expect(
      (await t.req(API.enrollmentOffer, { method: 'POST', json: { token: offerToken, accept: true } })).status,
    ).toBe(404);
    const next = await mailTo(smtp, 'c1@example.com', 3);
    const accepted = await t.req(API.enrollmentOffer, {
      method: 'POST',
      json: { token: linkToken(next.parsed.text!, '/enroll/offer'), accept: true },
    });
    expect((await json(accepted)).status).toBe('enrolled');
    expect(await json(await t.req(withQuery(API.enrollmentMine, { token: c.token })))).toMatchObject({
      status: 'enrolled',
    });
  });

  it('passes an offer not answered within OFFER_HOURS to the next family, and a raised capacity offers seats', async () => {
    const id = await makeClass(t, { capacity: 1, open: true }, 'Tenor Line');
    const a = await enroll(id, 'a2@example.com');
    await enroll(id, 'b2@example.com');
    await enroll(id, 'c2@example.com');
    await enroll(id, 'd2@example.com');
    await t.req(API.enrollmentWithdraw, { method: 'POST', json: { token: a.token } });
    await mailTo(smtp, 'b2@example.com', 3);
    clock += 49 * HOUR;
    await t.services.enrollments.sweep();
    expect((await mailTo(smtp, 'b2@example.com', 4)).parsed.subject).toBe('The seat offer for Leo has expired');
    expect((await mailTo(smtp, 'c2@example.com', 3)).parsed.subject).toBe('A seat in Tenor Line is free for Leo');
    // Capacity raised to 2: the next in line (d2) is offered the new seat.
    const token = await t.login();
    const res = await t.req(recordPath(API.events, id), {
      method: 'PUT',
      token,
      json: seriesBody({ capacity: 2, open: true }, 'Tenor Line'),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await mailTo(smtp, 'd2@example.com', 3)).parsed.subject).toBe('A seat in Tenor Line is free for Leo');
  });

  it('lets the guardian download everything held, then erase it (204, the link then 404), leaving a count', async () => {
    const id = await makeClass(t, { capacity: 5, open: true }, 'Flags');
    const mine = await enroll(id, 'erase@example.com', { consents: { policies: true, photos: true } });
    const got = await json(await t.req(withQuery(API.enrollmentMine, { token: mine.token })));
    expect(got).toMatchObject({
      status: 'enrolled',
      guardian: { name: 'Ana Ruiz', email: 'erase@example.com', phone: '+1 555 0100' },
      consents: { photos: true },
    });
    expect(got.class).toMatchObject({ eventId: id, title: 'Flags' });
    const del = await t.req(withQuery(API.enrollmentMine, { token: mine.token }), { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect((await t.req(withQuery(API.enrollmentMine, { token: mine.token }))).status).toBe(404);
    expect((await t.req(API.enrollmentWithdraw, { method: 'POST', json: { token: mine.token } })).status).toBe(404);
    expect(t.services.enrollments.store.erased[id]).toBe(1);
    const file = await import('node:fs').then((fs) => fs.readFileSync(`${t.dataDir}/enrollments.json`, 'utf8'));
    expect(file).not.toContain('erase@example.com');
    // The request log names paths only: no token, no body.
    const logged = JSON.stringify(log.lines);
    expect(logged).toContain('/api/enrollments/mine');
    expect(logged).not.toContain(mine.token);
    expect(logged).not.toContain('erase@example.com');
  });

  it('a deleted class ends its enrollments after a grace (each family told in their language, unconfirmed requests erased); a closed class takes no confirmation', async () => {
    const id = await makeClass(t, { capacity: 1, open: true }, 'Bass Line');
    const a = await enroll(id, 'gone-a@example.com');
    const b = await enroll(id, 'gone-b@example.com', { lang: 'es' });
    expect([a.status, b.status]).toEqual(['enrolled', 'waitlisted']);
    expect((await request(t, family(id, 'gone-c@example.com'))).status).toBe(202);
    const cToken = linkToken((await mailTo(smtp, 'gone-c@example.com', 1)).parsed.text!, '/enroll/confirm');
    const token = await t.login();
    // Closed: the family already in line keeps its place, nobody new joins.
    const put = await t.req(recordPath(API.events, id), {
      method: 'PUT',
      token,
      json: seriesBody({ capacity: 1, open: false }, 'Bass Line'),
    });
    expect(put.status).toBe(200);
    const late = await t.req(API.enrollmentConfirm, { method: 'POST', json: { token: cToken } });
    expect([late.status, (await json(late)).message]).toEqual([409, 'This class is not taking requests now.']);
    expect((await json(await t.req(withQuery(API.enrollmentMine, { token: b.token })))).place).toBe(1);
    const db = t.services.db;
    const trashClock = db.clock;
    db.clock = () => clock;
    try {
      expect((await t.req(recordPath(API.events, id), { method: 'DELETE', token })).status).toBe(204);
      // Within the grace (the dashboard's Undo): nothing happens to the families.
      await t.services.enrollments.sweep();
      expect((await json(await t.req(withQuery(API.enrollmentMine, { token: a.token })))).status).toBe('enrolled');
      clock += 11 * 60_000;
      await t.services.enrollments.sweep();
      expect((await json(await t.req(withQuery(API.enrollmentMine, { token: a.token })))).status).toBe('withdrawn');
      expect((await json(await t.req(withQuery(API.enrollmentMine, { token: b.token })))).status).toBe('withdrawn');
      expect((await mailTo(smtp, 'gone-a@example.com', 3)).parsed.subject).toBe('Bass Line will not run');
      const es = await mailTo(smtp, 'gone-b@example.com', 3);
      expect(es.parsed.subject).toBe('Bass Line (es) no se llevará a cabo');
      expect(es.parsed.text).toContain('Lo sentimos');
      // The unconfirmed request is gone at once, and never got that email.
      expect(t.services.enrollments.store.ofClass(id).map((r) => r.status)).toEqual(['withdrawn', 'withdrawn']);
      expect(smtp.to('gone-c@example.com')).toHaveLength(1);
      // Restored from the trash later: the class comes back with its seats free; the ended stay ended.
      const trash = await json(await t.req(API.trash, { token }));
      const entry = trash.find((e: { record: { id: string } }) => e.record.id === id);
      expect((await t.req(`${API.trash}/${entry.id}/restore`, { method: 'POST', token })).status).toBe(200);
      await t.services.enrollments.sweep();
      expect((await json(await t.req(withQuery(API.enrollmentMine, { token: a.token })))).status).toBe('withdrawn');
    } finally {
      db.clock = trashClock;
    }
  });

  it('staff list, enroll from the waitlist, withdraw and the roster CSV (formula-safe); none of it public', async () => {
    const id = await makeClass(t, { capacity: 1, open: true }, 'Staff class');
    await enroll(id, 's1@example.com', { guardian: { name: '=HYPERLINK("x")', email: 's1@example.com' } });
    await enroll(id, 's2@example.com');
    const token = await t.login();
    expect((await t.req(withQuery(API.enrollments, { eventId: id }))).status).toBe(401);
    expect((await t.req(withQuery(API.enrollmentsCsv, { eventId: id }))).status).toBe(401);
    const rows = await json(await t.req(withQuery(API.enrollments, { eventId: id }), { token }));
    expect(rows.map((r: { status: string; place?: number }) => [r.status, r.place])).toEqual([
      ['enrolled', undefined],
      ['waitlisted', 1],
    ]);
    const full = await t.req(recordPath(API.enrollments, rows[1].id), {
      method: 'PATCH',
      token,
      json: { status: 'enrolled' },
    });
    expect(full.status).toBe(409);
    expect((await json(full)).message).toBe(
      "The one seat is taken (enrolled or offered). Raise the class's capacity or withdraw a family first.",
    );
    const out = await t.req(recordPath(API.enrollments, rows[0].id), {
      method: 'PATCH',
      token,
      json: { status: 'withdrawn' },
    });
    expect((await json(out)).status).toBe('withdrawn');
    // The freed seat went to s2 as an offer; staff may enroll them at once.
    const enrolled = await t.req(recordPath(API.enrollments, rows[1].id), {
      method: 'PATCH',
      token,
      json: { status: 'enrolled' },
    });
    expect((await json(enrolled)).status).toBe('enrolled');
    expect(
      (await t.req(recordPath(API.enrollments, rows[1].id), { method: 'PATCH', token, json: { status: 'gone' } }))
        .status,
    ).toBe(400);
    expect(
      (await t.req(recordPath(API.enrollments, 'nope'), { method: 'PATCH', token, json: { status: 'withdrawn' } }))
        .status,
    ).toBe(404);
    const csv = await (await t.req(withQuery(API.enrollmentsCsv, { eventId: id }), { token })).text();
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv.split('\r\n')[0]).toContain('photos');
    const classes = JSON.stringify(await json(await t.req(API.classes)));
    expect(classes).not.toContain('example.com');
  });

  it('travels in the export (owner only) and an import checks each record, naming it', async () => {
    const id = await makeClass(t, { capacity: 2, open: true }, 'Exported');
    await enroll(id, 'exp@example.com');
    const token = await t.login();
    const records = await json(await t.req(API.enrollmentsExport, { token }));
    const mine = records.filter((r: { eventId: string }) => r.eventId === id);
    expect(mine).toEqual([
      expect.objectContaining({
        status: 'enrolled',
        consents: expect.objectContaining({ policyVersion: expect.any(String) }),
      }),
    ]);
    const bad = [{ ...mine[0], child: { firstName: 'Leo', age: 'ten' } }];
    const refused = await t.req(API.dataImports, { method: 'POST', token, json: { content: { enrollments: bad } } });
    expect(refused.status).toBe(400);
    expect((await json(refused)).issues[0].path).toBe('enrollments.0.child.age');
    const ok = await t.req(API.dataImports, { method: 'POST', token, json: { content: { enrollments: mine } } });
    expect(ok.status).toBe(200);
    expect((await json(ok)).imported).toEqual({ enrollments: 1 });
    expect(await json(await t.req(API.enrollmentsExport, { token }))).toEqual(mine);
    // The seat-holder stays manageable by the link it had.
    expect((await json(await t.req(withQuery(API.enrollments, { eventId: id }), { token })))[0].status).toBe(
      'enrolled',
    );
  });

  it('holds the limits per client and per mailbox under 30 concurrent requests', async () => {
    const id = await makeClass(t, { capacity: 5, open: true }, 'Limits');
    const same = { 'X-Forwarded-For': '10.99.0.1' };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.req(API.enrollments, { method: 'POST', headers: same, json: family(id, `c${i}@example.com`) }),
      ),
    );
    expect(answers.filter((r) => r.status === 202)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(20);
    const mailbox = await Promise.all(
      Array.from({ length: 30 }, (_, i) => request(t, family(id, i % 2 ? `Box+${i}@example.com` : 'box@example.com'))),
    );
    expect(mailbox.filter((r) => r.status === 202)).toHaveLength(3);
  });
});
