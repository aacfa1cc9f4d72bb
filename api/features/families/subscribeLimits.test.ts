import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/routes';
import type { Subscription } from '../../../shared/schemas';
import { FORMAT_VERSION } from '../../storage/formatVersion';
import { PASSWORDS, smtpMail, startTestServer, tempDir, type TestServer } from '../../testing/harness';
import { MAX_PENDING } from './families';
import { SUBSCRIBE_LIMITS } from '../../notices/limits';
import { startSmtp, type Smtp } from '../../notices/testSmtp';

/**
 * Subscriptions: what one client (or many) cannot make the server do, behind a trusted proxy
 * with clients from the documentation ranges. Each test takes its own networks and mailboxes.
 */
const PUBLIC = 'https://academy.test';
const waitFor = { timeout: 10_000, interval: 20 };
let smtp: Smtp;
let t: TestServer;
const start = (dataDir?: string, rate = '100') =>
  startTestServer({
    dataDir,
    trustProxy: 1,
    publicUrl: PUBLIC,
    mail: smtpMail(smtp.port, { rate: Number(rate) }),
  });
beforeAll(async () => {
  smtp = await startSmtp();
  t = await start();
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

const subscribe = (s: TestServer, email: string, ip: string) =>
  s.req(API.subscriptions, { method: 'POST', json: { email }, headers: { 'X-Forwarded-For': ip } });
const burst = <T>(n: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const count = (statuses: number[], status: number) => statuses.filter((x) => x === status).length;
const json = async (res: Response) => (await res.json()) as any;

describe('one mailbox, whatever its +tags', () => {
  it('at most 3 confirmation emails an hour reach one mailbox, however many clients ask', async () => {
    const statuses = await burst(20, async (i) => {
      const email = i % 2 ? `Victim+${i}@Example.org` : `victim+${i}@example.org`;
      return (await subscribe(t, email, `2001:db8:${(0x200 + i).toString(16)}::1`)).status;
    });
    expect(count(statuses, 202)).toBe(SUBSCRIBE_LIMITS.perMailbox[0]);
    expect(count(statuses, 429)).toBe(20 - SUBSCRIBE_LIMITS.perMailbox[0]);
    await expect.poll(() => smtp.received.filter((m) => /@example\.org$/i.test(m.to[0])).length, waitFor).toBe(3);
    await t.services.families!.queue.idle();
    expect(smtp.received.filter((m) => /@example\.org$/i.test(m.to[0]))).toHaveLength(3);
  });
});

describe('a client is an IPv6 /64, a network a /48', () => {
  it('30 sign-ups at once from 30 addresses of one /64: the per-client limit, no more', async () => {
    const statuses = await burst(
      30,
      async (i) => (await subscribe(t, `p64-${i}@example.net`, `2001:db8:300:1::${(i + 1).toString(16)}`)).status,
    );
    expect(count(statuses, 202)).toBe(SUBSCRIBE_LIMITS.perClient[0]);
    await expect
      .poll(() => smtp.received.filter((m) => m.to[0].startsWith('p64-')).length, waitFor)
      .toBe(SUBSCRIBE_LIMITS.perClient[0]);
  });

  it('confirmation emails from one /48 stop at the network budget', async () => {
    const [perClient] = SUBSCRIBE_LIMITS.perClient;
    const [perNetwork] = SUBSCRIBE_LIMITS.perNetwork;
    const clients = Math.ceil(perNetwork / perClient) + 1;
    const statuses = await burst(clients * perClient, async (i) => {
      const ip = `2001:db8:400:${Math.floor(i / perClient) + 1}::1`;
      return (await subscribe(t, `p48-${i}@example.net`, ip)).status;
    });
    expect(count(statuses, 202)).toBe(perNetwork);
    // Refused before the address is looked up: an active address gets the same 429.
    expect((await subscribe(t, 'p48-0@example.net', '2001:db8:400:ff::1')).status).toBe(429);
    expect((await subscribe(t, 'other48@example.net', '2001:db8:401:1::1')).status).toBe(202);
  });
});

describe('subscribing again', () => {
  it('gives a new manage token: the old manage link stops working once the family unsubscribed and subscribed again', async () => {
    const email = 'again@example.com';
    expect((await subscribe(t, email, '198.51.100.30')).status).toBe(202);
    await expect.poll(() => smtp.to(email).length, waitFor).toBe(1);
    const confirm = /confirm\?token=([A-Za-z0-9._-]+)/.exec(smtp.to(email)[0].parsed.text!)![1];
    const view = await json(await t.req(API.subscriptionConfirm, { method: 'POST', json: { token: confirm } }));
    const old = view.token as string;
    expect((await t.req(`${API.subscriptionUnsubscribe}?token=${old}`, { method: 'POST' })).status).toBe(200);
    expect((await t.req(`${API.subscriptionManage}?token=${old}`)).status).toBe(200);
    expect((await subscribe(t, email, '198.51.100.31')).status).toBe(202);
    await expect.poll(async () => (await t.req(`${API.subscriptionManage}?token=${old}`)).status, waitFor).toBe(400);
  });
});

describe('queued confirmations', () => {
  it('the owner can see and clear them (401 without a token)', async () => {
    const slow = await start(undefined, '1');
    try {
      const token = await slow.login();
      for (let i = 0; i < 6; i++)
        expect((await subscribe(slow, `queued${i}@example.com`, `2001:db8:500:${i + 1}::1`)).status).toBe(202);
      const sent = () => smtp.received.filter((m) => m.to[0].startsWith('queued')).length;
      // Every confirmation queued (or already gone at MAIL_RATE 1), most still waiting.
      await expect
        .poll(async () => (await json(await slow.req(API.noticeConfirmations, { token }))).queued + sent(), waitFor)
        .toBe(6);
      expect((await slow.req(API.noticeConfirmations, { method: 'DELETE' })).status).toBe(401);
      const res = await slow.req(API.noticeConfirmations, { method: 'DELETE', token });
      expect(res.status).toBe(200);
      expect((await json(res)).cleared).toBeGreaterThanOrEqual(4);
      expect((await json(await slow.req(API.noticeConfirmations, { token }))).queued).toBe(0);
      await slow.services.families!.queue.idle();
      expect(sent()).toBeLessThanOrEqual(2);
    } finally {
      await slow.stop();
    }
  });

  it('an imported subscription with a date that is no date is refused, naming it', async () => {
    const token = await t.login();
    const bad = {
      email: 'when@example.com',
      programs: ['drumline'],
      kinds: ['urgent'],
      status: 'active',
      createdAt: 'yesterday',
    };
    const res = await t.req(API.dataImports, { method: 'POST', token, json: { content: { subscriptions: [bad] } } });
    expect(res.status).toBe(400);
    expect((await json(res)).issues[0].path).toBe('subscriptions.0.createdAt');
    expect(PASSWORDS.admin).toBeTruthy();
  });
});

/** A data folder holding `active` confirmed and `pending` unconfirmed subscriptions. */
function folderWith(active: number, pending: number) {
  const dir = tempDir();
  const items: Subscription[] = [];
  const base = Date.now() - 3 * 24 * 3600_000;
  const at = (i: number) => new Date(base + i * 1000).toISOString();
  for (let i = 0; i < active + pending; i++) {
    const isActive = i < active;
    items.push({
      id: `s${i}`,
      email: `${isActive ? 'active' : 'pending'}${i}@example.com`,
      programs: ['drumline', 'colorGuard'],
      kinds: ['urgent'],
      lang: 'en',
      status: isActive ? 'active' : 'pending',
      createdAt: at(i),
      updatedAt: at(i),
      confirmedAt: isActive ? at(i) : null,
      confirmationSentAt: at(i),
      tokenVersion: 0,
    });
  }
  fs.writeFileSync(path.join(dir, 'subscriptions.json'), JSON.stringify({ version: FORMAT_VERSION, items }));
  return dir;
}

describe('pending subscriptions and answer times', () => {
  it(`keeps at most ${MAX_PENDING} pending, dropping the oldest first`, async () => {
    const s = await start(folderWith(10, MAX_PENDING));
    try {
      expect((await subscribe(s, 'newest@example.com', '2001:db8:600::1')).status).toBe(202);
      const all = () => s.services.families!.subscriptions.all();
      await expect.poll(() => all().some((x) => x.email === 'newest@example.com'), waitFor).toBe(true);
      await s.services.db.tracker.idle();
      expect(all().filter((x) => x.status === 'pending')).toHaveLength(MAX_PENDING);
      // The oldest pending one (s10) is gone; the active ones all stay.
      expect(all().some((x) => x.id === 's10')).toBe(false);
      expect(all().filter((x) => x.status === 'active')).toHaveLength(10);
    } finally {
      await s.stop();
    }
  });

  it('the 202 costs the same whether the address is new, pending or active (10,000 subscriptions)', async () => {
    const active = 9000;
    const s = await start(folderWith(active, 990));
    try {
      const f = s.services.families!;
      // What the answer waits for is subscribe()'s synchronous part (the route does nothing else
      // that depends on the address); it is timed here, away from the shared machine's network
      // noise. Before, new and pending addresses wrote 10,000 records there (2 / 10 / 21 ms).
      // Each kind's fastest of 21: a busy machine only ever adds time to a run (a thread put aside
      // mid-call), so the minimum is the call's own cost, where a median failed at load 6-8.
      const times: Record<'new' | 'pending' | 'active', number[]> = { new: [], pending: [], active: [] };
      const kinds = ['new', 'pending', 'active'] as const;
      let net = 0x700;
      for (let round = 0; round < 21; round++)
        for (const k of [0, 1, 2]) {
          const kind = kinds[(round + k) % 3];
          const email =
            kind === 'new'
              ? `fresh${round}@example.com`
              : kind === 'pending'
                ? `pending${active + round}@example.com`
                : `active${round}@example.com`;
          await s.services.db.tracker.idle();
          const t0 = performance.now();
          f.subscribe({ email }, `2001:db8:${(net++).toString(16)}::1`);
          times[kind].push(performance.now() - t0);
          // The write and the email follow on their own, after the answer.
          await new Promise((resolve) => setImmediate(resolve));
        }
      const fastest = Object.values(times).map((xs) => Math.min(...xs));
      expect(Math.max(...fastest), JSON.stringify(fastest)).toBeLessThan(1);
      expect(Math.max(...fastest) - Math.min(...fastest), JSON.stringify(fastest)).toBeLessThan(0.5);
      await expect
        .poll(() => f.subscriptions.all().filter((x) => x.email.startsWith('fresh')).length, waitFor)
        .toBe(21);
    } finally {
      await s.stop();
    }
  });
});

describe('sign-ups answered just before the server stops', () => {
  it('are saved and their confirmations queued by the time close() resolves, and sent after the restart', async () => {
    // 10,000 subscriptions: each sign-up's write (and its cap on pending ones) takes a while.
    const dir = folderWith(9000, 990);
    const s = await start(dir);
    const emails = Array.from({ length: 21 }, (_, i) => `last-minute${i}@example.net`);
    // Each answer leaves before its write and email (subscribe()'s contract); the server then stops.
    emails.forEach((email, i) => s.services.families!.subscribe({ email }, `2001:db8:${(0x900 + i).toString(16)}::1`));
    await s.close();
    const saved = fs.readFileSync(path.join(dir, 'subscriptions.json'), 'utf8');
    const queued = fs.readFileSync(path.join(dir, 'notices.jsonl'), 'utf8').match(/"kind":"confirmation"/g) ?? [];
    expect(emails.filter((e) => !saved.includes(e))).toEqual([]);
    expect(queued).toHaveLength(emails.length);
    const again = await start(dir);
    try {
      const sent = () => emails.filter((e) => smtp.received.some((m) => m.to[0] === e)).length;
      await expect.poll(sent, waitFor).toBe(emails.length);
    } finally {
      await again.stop();
    }
  });
});
