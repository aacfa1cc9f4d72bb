import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readMailConfig, readNotifyConfig, readPublicUrl, type NotifyConfig } from '../../config';
import { startTestServer, tempDir, type TestServer } from '../../testing/harness';
import { retryDelay } from '../../notices/retry';

/** What the test's SMTP server does with the next message. */
type Mode = 'accept' | 'refuse-rcpt' | 'refuse-data' | 'hold';
type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 (no TLS, no auth), recording what it receives. */
async function startSmtp(port = 0) {
  const state = { mode: 'accept' as Mode, received: [] as Received[], held: [] as (() => void)[] };
  const options: SMTPServerOptions = {
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, cb) {
      if (state.mode === 'refuse-rcpt')
        return cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      if (state.mode === 'hold') return void state.held.push(() => cb());
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.mode === 'refuse-data')
          return cb(Object.assign(new Error('Message rejected as spam'), { responseCode: 554 }));
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    ...state,
    state,
    port: actualPort,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Smtp = Awaited<ReturnType<typeof startSmtp>>;

const notifyFor = (port: number): NotifyConfig => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  to: 'office@academy.test',
  from: 'website@academy.test',
  retryBaseMs: 150,
  retryMaxMs: 600,
});
const body = async (res: Response) => (await res.json()) as any;
const message = (subject: string) => ({
  name: 'Pat Parent',
  email: 'pat@example.com',
  subject,
  message: 'When do the fall classes start this year?',
});
let ip = 0;
const visit = (t: TestServer, json: unknown) =>
  t.req('/api/contact', { method: 'POST', json, headers: { 'X-Forwarded-For': `10.8.0.${++ip}` } });
async function notifyOf(t: TestServer, id: string) {
  const list = await body(await t.req('/api/contact', { token: await t.login() }));
  return list.find((m: any) => m.id === id)?.notify;
}
const waitFor = { timeout: 10_000, interval: 50 };

describe('contact email', () => {
  let smtp: Smtp;
  let t: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestServer({ trustProxy: 1, notify: notifyFor(smtp.port) });
  });
  afterAll(async () => {
    await t.stop();
    await smtp.close();
  });
  afterEach(() => {
    smtp.state.mode = 'accept';
  });

  it('sends each stored public message to NOTIFY_EMAIL, Reply-To the parent, after storing it', async () => {
    const rec = await body(await visit(t, message('Fall classes')));
    expect(rec.status).toBe('new');
    await expect.poll(() => smtp.state.received.length, waitFor).toBe(1);
    const mail = smtp.state.received[0];
    expect(mail.from).toBe('website@academy.test');
    expect(mail.to).toEqual(['office@academy.test']);
    expect(mail.raw).toMatch(/^Reply-To: Pat Parent <pat@example\.com>$/m);
    expect(mail.raw).toMatch(/^Subject: Website message: Fall classes$/m);
    expect(mail.raw).toMatch(/^To: office@academy\.test$/m);
    expect(mail.raw).toContain('When do the fall classes start this year?');
    expect(mail.raw).toContain('Pat Parent <pat@example.com>');
    await expect.poll(() => notifyOf(t, rec.id).then((n) => n?.state), waitFor).toBe('sent');
    expect(await notifyOf(t, rec.id)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('an admin post (import) and a dropped spam post are not emailed', async () => {
    const before = smtp.state.received.length;
    const token = await t.login();
    const imported = await body(await t.req('/api/contact', { method: 'POST', token, json: message('Old one') }));
    expect(imported.notify).toBeUndefined();
    await visit(t, { ...message('Bot'), website: 'http://spam' });
    await visit(t, { ...message('Fast bot'), formFillMs: 200 });
    const marker = await body(await visit(t, message('Marker')));
    await expect.poll(() => notifyOf(t, marker.id).then((n) => n?.state), waitFor).toBe('sent');
    expect(smtp.state.received.slice(before).map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1])).toEqual([
      'Website message: Marker',
    ]);
  });

  it('never holds the POST: answered while the SMTP server has not answered yet', async () => {
    smtp.state.mode = 'hold';
    const res = await visit(t, message('Held'));
    expect(res.status).toBe(201);
    const rec = await body(res);
    expect((await notifyOf(t, rec.id)).state).toBe('pending');
    await expect.poll(() => smtp.state.held.length, waitFor).toBe(1);
    smtp.state.mode = 'accept';
    smtp.state.held.splice(0).forEach((go) => go());
    await expect.poll(() => notifyOf(t, rec.id).then((n) => n?.state), waitFor).toBe('sent');
  });

  for (const mode of ['refuse-rcpt', 'refuse-data'] as const) {
    it(`the server refusing (${mode}): the message is kept, shown as not emailed, retried until it goes`, async () => {
      smtp.state.mode = mode;
      const before = smtp.state.received.length;
      const res = await visit(t, message(`Refused ${mode}`));
      expect(res.status).toBe(201);
      const rec = await body(res);
      await expect.poll(() => notifyOf(t, rec.id).then((n) => n?.attempts ?? 0), waitFor).toBeGreaterThanOrEqual(2);
      const failed = await notifyOf(t, rec.id);
      expect(failed.state).toBe('failed');
      expect(failed.lastError).toMatch(mode === 'refuse-rcpt' ? /550|Mailbox unavailable/ : /554|spam/);
      expect(Date.parse(failed.nextAttemptAt)).toBeGreaterThan(0);
      expect(smtp.state.received.length).toBe(before);
      smtp.state.mode = 'accept';
      await expect.poll(() => notifyOf(t, rec.id).then((n) => n?.state), waitFor).toBe('sent');
      expect(smtp.state.received.slice(before).some((m) => m.raw.includes(`Refused ${mode}`))).toBe(true);
    });
  }
});

describe('contact email with the SMTP server down', () => {
  it('keeps the message, shows it not emailed, retries when the server is back, and after a restart', async () => {
    // A port that nothing listens on (taken, then released).
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const dataDir = tempDir();
    let t = await startTestServer({ dataDir, trustProxy: 1, notify: notifyFor(port) });
    let smtp: Smtp | null = null;
    try {
      const rec = await body(await visit(t, message('While down')));
      await expect.poll(() => notifyOf(t, rec.id).then((n) => n?.attempts ?? 0), waitFor).toBeGreaterThanOrEqual(2);
      const failed = await notifyOf(t, rec.id);
      expect(failed.state).toBe('failed');
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      smtp = await startSmtp(port);
      await expect.poll(() => notifyOf(t, rec.id).then((n) => n?.state), waitFor).toBe('sent');
      expect(smtp.state.received.map((m) => m.raw).join()).toContain('While down');

      // Down again; the server stops with a message still owed, and starts again once SMTP is back.
      await smtp.close();
      smtp = null;
      const second = await body(await visit(t, message('Across a restart')));
      await expect.poll(() => notifyOf(t, second.id).then((n) => n?.state), waitFor).toBe('failed');
      await t.close(); // the data folder stays
      smtp = await startSmtp(port);
      t = await startTestServer({ dataDir, trustProxy: 1, notify: notifyFor(port) });
      await expect.poll(() => notifyOf(t, second.id).then((n) => n?.state), waitFor).toBe('sent');
      expect(smtp.state.received.map((m) => m.raw).join()).toContain('Across a restart');
    } finally {
      await t.stop();
      await smtp?.close();
    }
  });
});

describe('retry timing and settings', () => {
  it('waits base, 2×base, 4×base... up to the cap', () => {
    expect([1, 2, 3, 4, 5, 10, 100].map((n) => retryDelay(n, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it('contact email needs SMTP_URL and NOTIFY_EMAIL; SMTP_URL alone (families only) is fine; a bad one stops start-up naming it', () => {
    expect(readNotifyConfig({})).toBeNull();
    expect(readNotifyConfig({ SMTP_URL: 'smtp://x.org' })).toBeNull();
    const ok = readNotifyConfig({
      SMTP_URL: 'smtps://me%40gmail.com:app-pass@smtp.gmail.com:465',
      NOTIFY_EMAIL: 'a@b.org',
    });
    expect(ok).toMatchObject({ to: 'a@b.org', from: 'me@gmail.com', retryBaseMs: 60_000 });
    const bad: [NodeJS.ProcessEnv, RegExp][] = [
      [{ NOTIFY_EMAIL: 'a@b.org' }, /SMTP_URL/],
      [{ SMTP_URL: 'not a url', NOTIFY_EMAIL: 'a@b.org' }, /SMTP_URL/],
      [{ SMTP_URL: 'http://x.org', NOTIFY_EMAIL: 'a@b.org' }, /SMTP_URL/],
      [{ SMTP_URL: 'smtp://x.org', NOTIFY_EMAIL: 'nobody' }, /NOTIFY_EMAIL/],
      [{ SMTP_URL: 'smtp://x.org', NOTIFY_EMAIL: 'a@b.org', NOTIFY_RETRY_MS: '-5' }, /NOTIFY_RETRY_MS/],
    ];
    for (const [env, name] of bad) expect(() => readNotifyConfig(env), JSON.stringify(env)).toThrow(name);
    expect(() => readNotifyConfig({ SMTP_URL: 'x', NOTIFY_EMAIL: 'a@b.org' })).toThrow(ConfigError);
  });
});

describe('families: PUBLIC_URL and the mail settings', () => {
  it('defaults, a common provider, and bad values named', () => {
    expect(readPublicUrl(undefined, 3000)).toBe('http://localhost:3000');
    expect(readPublicUrl('https://academy.example/', 3000)).toBe('https://academy.example');
    expect(() => readPublicUrl('academy.example', 3000)).toThrow(/PUBLIC_URL/);
    expect(readMailConfig({})).toBeNull();
    const gmail = readMailConfig({ SMTP_URL: 'smtps://office%40gmail.com:app-pass@smtp.gmail.com:465' });
    expect(gmail).toMatchObject({ from: 'office@gmail.com', rate: 5, digest: { weekday: 'SU', time: '18:00' } });
    expect(readMailConfig({ SMTP_URL: 'smtp://x.org', MAIL_FROM: 'a@b.org', DIGEST: 'off' })?.digest).toBeNull();
    expect(readMailConfig({ SMTP_URL: 'smtp://x.org', NOTIFY_EMAIL: 'office@b.org' })?.from).toBe('office@b.org');
    const bad: [NodeJS.ProcessEnv, RegExp][] = [
      [{ SMTP_URL: 'smtp://x.org' }, /MAIL_FROM/],
      [{ SMTP_URL: 'smtp://x.org', MAIL_FROM: 'nobody' }, /MAIL_FROM/],
      [{ SMTP_URL: 'smtp://x.org', MAIL_FROM: 'a@b.org', MAIL_RATE: '0' }, /MAIL_RATE/],
      [{ SMTP_URL: 'smtp://x.org', MAIL_FROM: 'a@b.org', DIGEST_WEEKDAY: 'Sunday' }, /DIGEST_WEEKDAY/],
      [{ SMTP_URL: 'smtp://x.org', MAIL_FROM: 'a@b.org', DIGEST_TIME: '6pm' }, /DIGEST_TIME/],
      [{ SMTP_URL: 'smtp://x.org', MAIL_FROM: 'a@b.org', DIGEST: 'maybe' }, /DIGEST/],
    ];
    for (const [env, name] of bad) expect(() => readMailConfig(env), JSON.stringify(env)).toThrow(name);
  });
});
