import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysKey, todayKey, zonedIso } from '../../../shared/dates';
import { API } from '../../../shared/routes';
import { recordPath } from '../../../shared/resources';
import { readMailConfig, type MailConfig } from '../../config';
import { capturedLogger, smtpMail, startTestServer, tempDir, type TestServer } from '../../testing/harness';
import { startSmtp, type Smtp } from '../../notices/testSmtp';

const PUBLIC = 'https://academy.test';
const waitFor = { timeout: 10_000, interval: 25 };
const json = async (res: Response) => (await res.json()) as any;
let ip = 0;
const client = () => ({ 'X-Forwarded-For': `10.9.${(++ip >> 8) & 255}.${ip & 255}` });
const start = (smtp: Smtp, dataDir?: string, mail: Partial<MailConfig> = {}) =>
  startTestServer({ dataDir, trustProxy: 1, publicUrl: PUBLIC, mail: smtpMail(smtp.port, mail) });
const subscribe = (t: TestServer, body: object) =>
  t.req(API.subscriptions, { method: 'POST', json: body, headers: client() });
const linkToken = (text: string, page: string) => {
  const m = new RegExp(`${PUBLIC.replace(/\./g, '\\.')}${page}\\?token=([A-Za-z0-9._-]+)`).exec(text);
  if (!m) throw new Error(`no ${page} link in:\n${text}`);
  return m[1];
};

/** Subscribes and confirms one family; answers its manage token. */
async function family(t: TestServer, smtp: Smtp, email: string, prefs: object = {}) {
  const before = smtp.to(email).length;
  expect((await subscribe(t, { email, ...prefs })).status).toBe(202);
  await expect.poll(() => smtp.to(email).length, waitFor).toBe(before + 1);
  const page = (prefs as { lang?: string }).lang === 'es' ? '/es/subscribe/confirm' : '/subscribe/confirm';
  const token = linkToken(smtp.to(email).at(-1)!.parsed.text!, page);
  const res = await t.req(API.subscriptionConfirm, { method: 'POST', json: { token } });
  expect(res.status).toBe(200);
  const view = await json(res);
  expect(view.status).toBe('active');
  return view.token as string;
}
const announce = async (t: TestServer, fields: object) => {
  const res = await t.req(API.announcements, {
    method: 'POST',
    token: await t.login(),
    json: { title: 'Note', content: 'Some news for families.', date: '2026-11-26', ...fields },
  });
  expect(res.status).toBe(201);
  return json(res);
};
const subjects = (smtp: Smtp, email: string) => smtp.to(email).map((m) => m.parsed.subject);
const noticeOf = async (t: TestServer, announcementId: string) =>
  (await json(await t.req(`${API.notices}?announcementId=${announcementId}`, { token: await t.login() })))[0];

describe('without SMTP_URL', () => {
  it('answers 503 and tells the site to hide the form', async () => {
    const t = await startTestServer();
    try {
      expect(await json(await t.req(API.site))).toMatchObject({ subscriptions: false, digest: null });
      const res = await subscribe(t, { email: 'a@example.com' });
      expect(res.status).toBe(503);
      expect((await json(res)).message).toMatch(/not set up/);
      expect((await t.req(API.subscriptionConfirm, { method: 'POST', json: { token: 'x' } })).status).toBe(503);
      expect(await json(await t.req(API.subscriptions, { token: await t.login() }))).toEqual([]);
    } finally {
      await t.stop();
    }
  });

  it('still lists the families an import brought, so the next export keeps them', async () => {
    const t = await startTestServer();
    try {
      const token = await t.login();
      const family = { email: 'kept@example.com', programs: ['drumline'], kinds: ['urgent'], status: 'active' };
      const content = { subscriptions: [family] };
      expect((await t.req(API.dataImports, { method: 'POST', token, json: { content } })).status).toBe(200);
      const rows = await json(await t.req(API.subscriptions, { token }));
      expect(rows).toEqual([expect.objectContaining({ ...family, lang: 'en' })]);
      expect(await json(await t.req(`${API.subscriptions}?q=nobody`, { token }))).toEqual([]);
      expect(await (await t.req(API.subscriptionsCsv, { token })).text()).toContain('kept@example.com');
    } finally {
      await t.stop();
    }
  });

  it('the admin removes a family (204, then 404), and it stays removed after a restart', async () => {
    const dataDir = tempDir();
    let t = await startTestServer({ dataDir });
    try {
      const families = ['one@example.com', 'two@example.com'].map((email) => ({
        email,
        programs: ['drumline'],
        kinds: ['urgent'],
        status: 'active',
      }));
      const imported = { content: { subscriptions: families } };
      const token = await t.login();
      expect((await t.req(API.dataImports, { method: 'POST', token, json: imported })).status).toBe(200);
      const one = (await json(await t.req(API.subscriptions, { token }))).find(
        (r: { email: string }) => r.email === 'one@example.com',
      );
      const remove = () => t.req(recordPath(API.subscriptions, one.id), { method: 'DELETE', token });
      expect((await remove()).status).toBe(204);
      expect((await remove()).status).toBe(404);
      expect((await t.req(recordPath(API.subscriptions, one.id), { method: 'DELETE' })).status).toBe(401);
      await t.close(); // keeps the data folder
      t = await startTestServer({ dataDir });
      const rows = await json(await t.req(API.subscriptions, { token: await t.login() }));
      expect(rows.map((r: { email: string }) => r.email)).toEqual(['two@example.com']);
    } finally {
      await t.stop();
    }
  });
});

describe("GET /api/site: the digest's day and time", () => {
  it('says DIGEST_WEEKDAY and DIGEST_TIME, or null with DIGEST=off', async () => {
    const smtp = await startSmtp();
    try {
      for (const [env, digest] of [
        [{}, { weekday: 'SU', time: '18:00' }],
        [
          { DIGEST_WEEKDAY: 'mo', DIGEST_TIME: '07:30' },
          { weekday: 'MO', time: '07:30' },
        ],
        [{ DIGEST: 'off' }, null],
      ] as const) {
        const mail = readMailConfig({
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: 'n@academy.test',
          ...env,
        })!;
        const t = await startTestServer({ mail });
        try {
          expect(await json(await t.req(API.site))).toMatchObject({ subscriptions: true, digest });
        } finally {
          await t.stop();
        }
      }
    } finally {
      await smtp.close();
    }
  });
});

describe('notices by email', () => {
  let smtp: Smtp;
  let t: TestServer;
  const dataDir = tempDir();
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await start(smtp, dataDir);
  });
  afterAll(async () => {
    await t.stop();
    await smtp.close();
  });

  it('subscribing: the same 202 for every address, one confirmation email, nothing else before the click', async () => {
    expect((await json(await t.req(API.site))).subscriptions).toBe(true);
    const first = await subscribe(t, { email: 'Pat@Example.com', programs: ['drumline'] });
    expect(first.status).toBe(202);
    const body = await first.text();
    await expect.poll(() => smtp.to('pat@example.com').length, waitFor).toBe(1);
    const mail = smtp.to('pat@example.com')[0];
    expect(mail.parsed.subject).toMatch(/^Confirm your .* email notices$/);
    expect(mail.parsed.from?.value[0].address).toBe('notices@academy.test');
    expect(mail.parsed.html).toContain('href="https://academy.test/subscribe/confirm?token=');
    expect(mail.header('List-Unsubscribe')).toMatch(
      /^<https:\/\/academy\.test\/api\/subscriptions\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.parsed.text).toContain(`${PUBLIC}/subscribe/manage?token=`);
    expect(mail.raw).not.toMatch(/<img/i);

    // Pending again within the hour: same answer, no second email.
    const again = await subscribe(t, { email: 'pat@example.com', programs: ['drumline'] });
    expect(again.status).toBe(202);
    expect(await again.text()).toBe(body);

    // A GET of the confirmation page's API confirms nothing; a wrong token is a 400.
    const token = linkToken(mail.parsed.text!, '/subscribe/confirm');
    expect((await t.req(`${API.subscriptionConfirm}?token=${token}`)).status).toBe(405);
    const wrong = await t.req(API.subscriptionConfirm, { method: 'POST', json: { token: token.slice(0, -2) + 'xx' } });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).issues[0].path).toBe('token');
    const list = await json(await t.req(API.subscriptions, { token: await t.login() }));
    expect(list.find((s: any) => s.email === 'pat@example.com')).toMatchObject({
      status: 'pending',
      confirmedAt: null,
    });

    const ok = await t.req(API.subscriptionConfirm, { method: 'POST', json: { token } });
    expect(ok.status).toBe(200);
    expect(await json(ok)).toMatchObject({ email: 'pat@example.com', status: 'active', programs: ['drumline'] });

    // Active now: the same 202, and no email.
    const third = await subscribe(t, { email: 'pat@example.com' });
    expect(await third.text()).toBe(body);
    await announce(t, { title: 'Marker after confirm' }); // something is sent to pat; the count is checked below
    await expect.poll(() => subjects(smtp, 'pat@example.com'), waitFor).toContain('Marker after confirm');
    expect(smtp.to('pat@example.com').length).toBe(2);
  });

  it('bad input is a 400 naming the field; a header trick in the address is refused', async () => {
    for (const email of ['a@b.co\r\nBcc: x@y.co', 'a@b.co\n', '"x"@b.co', 'A <a@b.co>', 'a@b.co, c@d.co', 'nope']) {
      const res = await subscribe(t, { email });
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect((await json(res)).issues[0].path).toBe('email');
    }
    const programs = await subscribe(t, { email: 'ok@example.com', programs: ['piano'] });
    expect((await json(programs)).issues[0].path).toMatch(/^programs/);
    const lang = await subscribe(t, { email: 'ok@example.com', lang: 'fr' });
    expect((await json(lang)).issues[0].path).toBe('lang');
  });

  it('the honeypot and the time trap answer 202 and send nothing', async () => {
    expect((await subscribe(t, { email: 'bot1@example.com', website: 'http://spam' })).status).toBe(202);
    expect((await subscribe(t, { email: 'bot2@example.com', formFillMs: 300 })).status).toBe(202);
    await family(t, smtp, 'marker1@example.com');
    expect(smtp.to('bot1@example.com').length + smtp.to('bot2@example.com').length).toBe(0);
  });

  it('30 requests at once: per-client and per-address limits hold, one confirmation email', async () => {
    const sameClient = Array.from({ length: 30 }, (_, i) =>
      t.req(API.subscriptions, {
        method: 'POST',
        json: { email: `burst${i}@example.com` },
        headers: { 'X-Forwarded-For': '10.77.0.1' },
      }),
    );
    const statuses = (await Promise.all(sameClient)).map((r) => r.status);
    expect(statuses.filter((s) => s === 202).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(20);

    const sameAddress = Array.from({ length: 30 }, () => subscribe(t, { email: 'target@example.com' }));
    const answers = await Promise.all(sameAddress);
    expect(answers.filter((r) => r.status === 202).length).toBe(3);
    expect(answers.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    // Queued before the marker's, but the mail thread's pool sends on several connections: the
    // confirmation may land after it, so it is awaited, then counted once the marker is in too.
    await family(t, smtp, 'marker2@example.com');
    await expect.poll(() => smtp.to('target@example.com').length, waitFor).toBeGreaterThan(0);
    expect(smtp.to('target@example.com').length).toBe(1);
  });

  it('urgent: sent at once to every family, once only across an edit, a second save and a restart', async () => {
    await family(t, smtp, 'urgent-only@example.com', { kinds: ['urgent'] });
    await family(t, smtp, 'digest-only@example.com', { kinds: ['digest'] });
    const a = await announce(t, { title: 'Gym closed tonight', content: 'The gym is closed: no class.', urgent: true });
    await expect.poll(() => subjects(smtp, 'urgent-only@example.com'), waitFor).toContain('Urgent: Gym closed tonight');
    const mail = smtp.to('urgent-only@example.com').at(-1)!;
    expect(mail.parsed.text).toContain('The gym is closed: no class.');
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    await expect.poll(() => noticeOf(t, a.id), waitFor).toMatchObject({ kind: 'urgent', pending: 0, failed: 0 });
    const sent = (await noticeOf(t, a.id)).sent;
    expect(sent).toBeGreaterThanOrEqual(3);

    const token = await t.login();
    const put = await t.req(recordPath(API.announcements, a.id), {
      method: 'PUT',
      token,
      json: { title: 'Gym closed tonight (updated)', content: 'Still closed.', date: a.date, urgent: true },
    });
    expect(put.status).toBe(200);
    await t.close();
    t = await start(smtp, dataDir);
    await family(t, smtp, 'marker3@example.com'); // the queue has run since
    expect(subjects(smtp, 'urgent-only@example.com').filter((s) => s?.startsWith('Urgent')).length).toBe(1);
    expect(smtp.to('digest-only@example.com').length).toBe(1); // only its confirmation
    expect((await noticeOf(t, a.id)).sent).toBe(sent);
  });

  it('a scheduled urgent notice goes at its publishAt, also when that passed while the server was down', async () => {
    await family(t, smtp, 'sched@example.com', { kinds: ['urgent'] });
    const soon = await announce(t, {
      title: 'Scheduled soon',
      urgent: true,
      publishAt: new Date(Date.now() + 1500).toISOString(),
    });
    const down = await announce(t, {
      title: 'Scheduled while down',
      urgent: true,
      publishAt: new Date(Date.now() + 2500).toISOString(),
    });
    expect(subjects(smtp, 'sched@example.com')).not.toContain('Urgent: Scheduled soon');
    await expect.poll(() => subjects(smtp, 'sched@example.com'), waitFor).toContain('Urgent: Scheduled soon');
    await t.close();
    await new Promise((r) => setTimeout(r, Date.parse(down.publishAt) - Date.now() + 200));
    t = await start(smtp, dataDir);
    await expect.poll(() => subjects(smtp, 'sched@example.com'), waitFor).toContain('Urgent: Scheduled while down');
    expect(soon.id).not.toBe(down.id);
  });

  it('announcements: every one to those who asked, in their language', async () => {
    await family(t, smtp, 'news@example.com', { kinds: ['announcements'] });
    await family(t, smtp, 'es@example.com', { kinds: ['announcements'], lang: 'es' });
    await family(t, smtp, 'cancel-only@example.com', { kinds: ['cancellations'] });
    await announce(t, { title: 'Fall showcase tickets', content: 'Tickets are on sale.' });
    await expect.poll(() => subjects(smtp, 'news@example.com'), waitFor).toContain('Fall showcase tickets');
    await expect.poll(() => subjects(smtp, 'es@example.com'), waitFor).toContain('Fall showcase tickets');
    const es = smtp.to('es@example.com').at(-1)!;
    expect(es.parsed.text).toContain('Cambiar lo que recibe o darse de baja');
    expect(es.parsed.html).toContain('<html lang="es">');
    await family(t, smtp, 'marker4@example.com');
    expect(smtp.to('cancel-only@example.com').length).toBe(1);
  });

  it("a Spanish family's links lead to the Spanish pages; an English family's stay as they were", async () => {
    expect((await subscribe(t, { email: 'links-es@example.com', lang: 'es' })).status).toBe(202);
    await expect.poll(() => smtp.to('links-es@example.com').length, waitFor).toBe(1);
    const confirmation = smtp.to('links-es@example.com')[0];
    expect(confirmation.parsed.html).toContain(`href="${PUBLIC}/es/subscribe/confirm?token=`);
    expect(confirmation.parsed.text).toContain(`${PUBLIC}/es/subscribe/manage?token=`);
    expect(confirmation.parsed.text).not.toMatch(/academy\.test\/subscribe\//);

    const manageToken = await family(t, smtp, 'news-es@example.com', { kinds: ['announcements'], lang: 'es' });
    await family(t, smtp, 'news-en@example.com', { kinds: ['announcements'] });
    await announce(t, { title: 'Links by language' });
    await expect.poll(() => subjects(smtp, 'news-es@example.com'), waitFor).toContain('Links by language');
    await expect.poll(() => subjects(smtp, 'news-en@example.com'), waitFor).toContain('Links by language');
    expect(smtp.to('news-es@example.com').at(-1)!.parsed.text).toContain(`${PUBLIC}/es/announcements`);
    const english = smtp.to('news-en@example.com').at(-1)!.parsed.text!;
    expect(english).toContain(`${PUBLIC}/announcements`);
    expect(english).toContain(`${PUBLIC}/subscribe/manage?token=`);
    expect(english).not.toContain('/es/');

    // A person who opens the List-Unsubscribe link lands on the manage page in their language.
    const opened = await t.req(`${API.subscriptionUnsubscribe}?token=${manageToken}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/es/subscribe/manage?token=${manageToken}`);
    const unknown = await t.req(`${API.subscriptionUnsubscribe}?token=nobody.x`);
    expect(unknown.headers.get('location')).toBe('/subscribe/manage?token=nobody.x');
  });

  it('cancellations: a cancelled or moved date within 14 days reaches the families of that program only', async () => {
    await family(t, smtp, 'drum@example.com', { kinds: ['cancellations'], programs: ['drumline'] });
    await family(t, smtp, 'guard@example.com', { kinds: ['cancellations'], programs: ['colorGuard'] });
    const tz = (await json(await t.req(API.site))).timezone;
    const first = addDaysKey(todayKey(tz), 1);
    const token = await t.login();
    const series = await json(
      await t.req(API.events, {
        method: 'POST',
        token,
        json: {
          title: 'Drumline class',
          category: 'drum',
          location: 'Main gym',
          startTime: zonedIso(first, 18, 0, tz),
          endTime: zonedIso(first, 20, 0, tz),
          recurrence: { frequency: 'weekly' },
        },
      }),
    );
    const later = addDaysKey(first, 7);
    const far = addDaysKey(first, 28);
    const withExceptions = (exceptions: object[]) =>
      t.req(recordPath(API.events, series.id), {
        method: 'PUT',
        token,
        json: { ...series, exceptions },
      });
    const cancelled = { date: first, cancelled: true, note: 'Gym floor repairs' };
    const moved = {
      date: later,
      cancelled: false,
      startTime: zonedIso(later, 17, 0, tz),
      endTime: zonedIso(later, 19, 0, tz),
      location: 'Band room',
    };
    expect((await withExceptions([cancelled, moved, { date: far, cancelled: true }])).status).toBe(200);
    await expect.poll(() => smtp.to('drum@example.com').length, waitFor).toBe(3);
    const got = smtp.to('drum@example.com').slice(1);
    const c = got.find((m) => m.parsed.subject!.startsWith('Cancelled'))!;
    expect(c.parsed.subject).toMatch(/^Cancelled: Drumline class on \w+day, \w+ \d+$/);
    expect(c.parsed.text).toContain('Gym floor repairs');
    const m = got.find((x) => x.parsed.subject!.includes('moved to'))!;
    // Within its day: from the planned time to the new one.
    expect(m.parsed.subject).toMatch(/^Drumline class: \w{3} \w{3} \d+, 6:00 PM moved to 5:00 PM$/);
    expect(m.parsed.text).toMatch(/Moved to: \w+day, \w+ \d+, 5:00 PM - 7:00 PM/);
    expect(m.parsed.text).toContain('Band room');
    // A note edited later sends nothing again.
    expect((await withExceptions([{ ...cancelled, note: 'Repairs (edited)' }, moved])).status).toBe(200);
    await family(t, smtp, 'marker5@example.com');
    expect(smtp.to('drum@example.com').length).toBe(3);
    expect(smtp.to('guard@example.com').length).toBe(1);
  });

  it('one-click unsubscribe (RFC 8058): 200, and nothing more is sent to that address', async () => {
    await family(t, smtp, 'leaving@example.com', { kinds: ['announcements'] });
    await announce(t, { title: 'Before leaving' });
    await expect.poll(() => subjects(smtp, 'leaving@example.com'), waitFor).toContain('Before leaving');
    const url = new URL(smtp.to('leaving@example.com').at(-1)!.header('List-Unsubscribe')!.slice(1, -1));
    expect(url.origin).toBe(PUBLIC);
    const res = await t.req(url.pathname + url.search, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    await family(t, smtp, 'marker6@example.com', { kinds: ['announcements'] });
    await announce(t, { title: 'After leaving' });
    await expect.poll(() => subjects(smtp, 'marker6@example.com'), waitFor).toContain('After leaving');
    expect(subjects(smtp, 'leaving@example.com')).not.toContain('After leaving');
    const list = await json(await t.req(`${API.subscriptions}?q=leaving`, { token: await t.login() }));
    expect(list).toEqual([expect.objectContaining({ email: 'leaving@example.com', status: 'unsubscribed' })]);
  });

  it('the manage page: read and change with the emailed token, no login', async () => {
    const token = await family(t, smtp, 'manage@example.com');
    const read = await t.req(`${API.subscriptionManage}?token=${token}`);
    expect(await json(read)).toMatchObject({ email: 'manage@example.com', status: 'active', lang: 'en' });
    const saved = await t.req(API.subscriptionManage, {
      method: 'POST',
      json: { token, programs: ['colorGuard'], kinds: ['digest'], lang: 'es', subscribed: true },
    });
    expect(await json(saved)).toMatchObject({ programs: ['colorGuard'], kinds: ['digest'], lang: 'es' });
    expect((await t.req(`${API.subscriptionManage}?token=${token}x`)).status).toBe(400);
    const gone = await t.req(API.subscriptionManage, {
      method: 'POST',
      json: { token, programs: ['colorGuard'], kinds: ['digest'], lang: 'es', subscribed: false },
    });
    expect((await json(gone)).status).toBe('unsubscribed');
  });

  it('admin: list with search, remove, CSV; the public cannot read them', async () => {
    expect((await t.req(API.subscriptions)).status).toBe(401);
    expect((await t.req(API.notices)).status).toBe(401);
    const token = await t.login();
    const [row] = await json(await t.req(`${API.subscriptions}?q=marker1`, { token }));
    expect(Object.keys(row).sort()).toEqual(
      ['confirmedAt', 'createdAt', 'email', 'id', 'kinds', 'lang', 'programs', 'status'].sort(),
    );
    const csv = Buffer.from(await (await t.req(API.subscriptionsCsv, { token })).arrayBuffer()).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFid,email,status,programs,kinds,lang,createdAt,confirmedAt');
    expect(csv).toContain('marker1@example.com');
    expect((await t.req(recordPath(API.subscriptions, row.id), { method: 'DELETE', token })).status).toBe(204);
    expect((await t.req(recordPath(API.subscriptions, row.id), { method: 'DELETE', token })).status).toBe(404);
    expect(await json(await t.req(`${API.subscriptions}?q=marker1`, { token }))).toEqual([]);
    const notices = await json(await t.req(API.notices, { token }));
    expect(notices.length).toBeGreaterThan(3);
    expect(notices.map((n: any) => n.createdAt)).toEqual([...notices.map((n: any) => n.createdAt)].sort().reverse());
  });
});

describe('privacy and expiry', () => {
  it('no address or token reaches the log; a pending subscription and its link expire after 7 days', async () => {
    const smtp = await startSmtp();
    const log = capturedLogger();
    let offset = 0;
    const t = await startTestServer({
      trustProxy: 1,
      publicUrl: PUBLIC,
      mail: smtpMail(smtp.port, { now: () => Date.now() + offset }),
      logger: log.logger,
      logRequests: true,
    });
    try {
      const manage = await family(t, smtp, 'private@example.com');
      await t.req(`${API.subscriptionManage}?token=${manage}`);
      expect((await subscribe(t, { email: 'late@example.com' })).status).toBe(202);
      await expect.poll(() => smtp.to('late@example.com').length, waitFor).toBe(1);
      const token = linkToken(smtp.to('late@example.com')[0].parsed.text!, '/subscribe/confirm');
      offset = 8 * 24 * 3600_000;
      const late = await t.req(API.subscriptionConfirm, { method: 'POST', json: { token } });
      expect(late.status).toBe(400);
      await expect.poll(() => log.lines.some((l) => l.path === API.subscriptionConfirm), waitFor).toBe(true);
      const text = JSON.stringify(log.lines);
      expect(text).toContain(API.subscriptionManage);
      for (const secret of ['private@example.com', 'late@example.com', manage, token])
        expect(text).not.toContain(secret);
    } finally {
      await t.stop();
      await smtp.close();
    }
  });
});

describe('export and import', () => {
  it('subscriptions travel in the export file; imported news is not emailed', async () => {
    const smtp = await startSmtp();
    const t = await start(smtp);
    try {
      const token = await t.login();
      await family(t, smtp, 'kept@example.com', { kinds: ['announcements'], lang: 'es' });
      const rows = await json(await t.req(API.subscriptions, { token }));
      const bad = await t.req(API.dataImports, {
        method: 'POST',
        token,
        json: { content: { subscriptions: [{ ...rows[0], email: 'x@y.co\r\nBcc: z@w.co' }] } },
      });
      expect(bad.status).toBe(400);
      expect((await json(bad)).issues[0].path).toBe('subscriptions.0.email');
      const res = await t.req(API.dataImports, {
        method: 'POST',
        token,
        json: {
          content: {
            subscriptions: [
              ...rows,
              { email: 'new@example.com', programs: ['drumline'], kinds: ['urgent'], status: 'active' },
            ],
            announcements: [
              {
                title: 'Imported news',
                content: 'From the old server.',
                date: '2026-11-20',
                createdAt: new Date().toISOString(),
              },
            ],
          },
        },
      });
      expect(res.status).toBe(200);
      expect((await json(res)).imported).toMatchObject({ subscriptions: 2, announcements: 1 });
      const after = await json(await t.req(API.subscriptions, { token }));
      expect(after.map((s: any) => s.email).sort()).toEqual(['kept@example.com', 'new@example.com']);
      expect(after.find((s: any) => s.email === 'kept@example.com')).toMatchObject({ lang: 'es', status: 'active' });
      await announce(t, { title: 'Fresh news' });
      await expect.poll(() => subjects(smtp, 'kept@example.com'), waitFor).toContain('Fresh news');
      expect(subjects(smtp, 'kept@example.com')).not.toContain('Imported news');
    } finally {
      await t.stop();
      await smtp.close();
    }
  });
});

describe('the weekly digest', () => {
  it('goes at DIGEST_WEEKDAY DIGEST_TIME in the academy timezone with the coming week, cancelled dates marked', async () => {
    const smtp = await startSmtp();
    const tz = 'America/Chicago';
    // The server's notice clock starts an hour before Sunday 18:00 in Chicago; once the families
    // are set up it is moved to 1.5 s before the minute.
    const sunday = '2026-12-06';
    const slot = Date.parse(zonedIso(sunday, 18, 0, tz));
    let offset = slot - 3600_000 - Date.now();
    const now = () => Date.now() + offset;
    const t = await start(smtp, undefined, { now, digest: { weekday: 'SU', time: '18:00' } });
    try {
      const token = await t.login();
      const monday = '2026-12-07';
      const post = (json: object) => t.req(API.events, { method: 'POST', token, json });
      await post({
        title: 'Guard rehearsal',
        category: 'guard',
        startTime: zonedIso(monday, 18, 0, tz),
        endTime: zonedIso(monday, 20, 0, tz),
        recurrence: { frequency: 'weekly' },
        exceptions: [{ date: '2026-12-07', cancelled: true, note: 'Holiday' }],
      });
      await post({
        title: 'Drum sectional',
        category: 'drum',
        startTime: zonedIso('2026-12-09', 18, 0, tz),
        endTime: zonedIso('2026-12-09', 19, 0, tz),
      });
      // Confirming needs the server's notice clock only for expiry: fine at any offset.
      await family(t, smtp, 'guard-digest@example.com', { kinds: ['digest'], programs: ['colorGuard'] });
      await family(t, smtp, 'drum-digest@example.com', { kinds: ['digest'], programs: ['drumline'] });
      offset = slot - 2000 - Date.now();
      await new Promise((r) => setTimeout(r, 1100)); // a scheduler pass or more before the minute
      expect(now()).toBeLessThan(slot);
      expect(smtp.to('guard-digest@example.com').length).toBe(1);
      await expect.poll(() => smtp.to('guard-digest@example.com').length, waitFor).toBe(2);
      expect(now()).toBeGreaterThanOrEqual(slot);
      const guard = smtp.to('guard-digest@example.com')[1];
      expect(guard.parsed.subject).toMatch(/the week ahead$/);
      expect(guard.parsed.text).toMatch(/Monday, December 7, 6:00 PM: CANCELLED: Guard rehearsal - Holiday/);
      expect(guard.parsed.text).not.toContain('Drum sectional');
      expect(guard.parsed.html).toContain('line-through');
      await expect.poll(() => smtp.to('drum-digest@example.com').length, waitFor).toBe(2);
      expect(smtp.to('drum-digest@example.com')[1].parsed.text).toContain('Drum sectional');
      expect(smtp.to('drum-digest@example.com')[1].parsed.text).not.toContain('Guard rehearsal');
      // Once a week: the scheduler's next passes send nothing more.
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.to('guard-digest@example.com').length).toBe(2);
    } finally {
      await t.stop();
      await smtp.close();
    }
  });
});
