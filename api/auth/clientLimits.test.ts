import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { API } from '../../shared/routes';
import { MAX_VERSION } from '../../shared/schemas';
import { PASSWORD_CHECKS_AT_ONCE } from './passwords';
import { SIGN_IN_LIMITS } from './signInLimits';
import { capturedLogger, PASSWORDS, startTestServer } from '../testing/harness';
import { useTestServer } from '../testing/suite';

/**
 * What one client cannot win (docs/decisions.md): the server behind a trusted proxy as deployed, the
 * clients in the documentation ranges (198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32). Each
 * test takes its own networks so that one test's counts never reach another's.
 */
const log = capturedLogger();
const t = useTestServer({ trustProxy: 1, publicUrl: 'https://academy.example', logger: log.logger });

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const burst = <T>(n: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const login = (ip: string, password: string) =>
  t.req(API.adminLogin, { method: 'POST', json: { password }, headers: from(ip) });
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('a client is an IPv4 address or an IPv6 /64', () => {
  it('30 wrong passwords at once from 30 addresses of one /64: 5 checked, 25 refused', async () => {
    const statuses = await burst(
      30,
      async (i) => (await login(`2001:db8:a:1::${(i + 1).toString(16)}`, `w-${i}`)).status,
    );
    expect(count(statuses, 401)).toBe(SIGN_IN_LIMITS.client[0]);
    expect(count(statuses, 429)).toBe(30 - SIGN_IN_LIMITS.client[0]);
    // The next /64 of the same /48 is another client.
    expect((await login('2001:db8:a:2::1', 'w')).status).toBe(401);
  });

  it('an IPv4-mapped IPv6 address is the IPv4 address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const ip = i % 2 ? '198.51.100.21' : '::ffff:198.51.100.21';
      statuses.push((await login(ip, `w-${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('contact: 30 posts at once from one /64 store 5', async () => {
    const statuses = await burst(30, async (i) => {
      const json = { name: 'Parent', email: 'p@example.com', subject: `B ${i}`, message: 'A question for you.' };
      const headers = from(`2001:db8:c:1:${i + 1}::1`);
      return (await t.req(API.contact, { method: 'POST', json, headers })).status;
    });
    expect(count(statuses, 201)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
  });

  it('member gate: addresses of one /64 share the page budget', async () => {
    const statuses = await burst(30, async (i) => {
      const json = { page: 'training', password: `w-${i}` };
      return (await t.req(API.pageLogin, { method: 'POST', json, headers: from(`2001:db8:d:1::${i + 1}`) })).status;
    });
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
  });
});

describe('a network (/48) has its own budget', () => {
  it('failures from many /64s of one /48 stop at the network budget; the next /48 is not affected', async () => {
    const [perClient] = SIGN_IN_LIMITS.client;
    const [perNetwork] = SIGN_IN_LIMITS.network;
    const clients = Math.ceil(perNetwork / perClient) + 2;
    const statuses = await burst(clients * perClient, async (i) => {
      const ip = `2001:db8:e:${Math.floor(i / perClient) + 1}::1`;
      return (await login(ip, `w-${i}`)).status;
    });
    expect(count(statuses, 401)).toBe(perNetwork);
    expect(count(statuses, 429)).toBe(clients * perClient - perNetwork);
    // A fresh client of that /48: refused before any check. The administrator elsewhere gets in.
    expect((await login('2001:db8:e:ff::1', PASSWORDS.admin)).status).toBe(429);
    expect((await login('2001:db8:f:1::1', PASSWORDS.admin)).status).toBe(200);
  });
});

describe('a flood of sign-ins waits in its own line', () => {
  it('40 guesses in flight from 40 networks: the right password from elsewhere is checked (200)', async () => {
    const flood = burst(40, async (i) => (await login(`2001:db8:${(0x100 + i).toString(16)}::1`, `w-${i}`)).status);
    // Sent once the flood is in (every guess waiting or running): it would have found the one
    // shared line full before (429 "Too many sign-in attempts at once").
    await expect
      .poll(() => t.services.passwords.checksRunning, { timeout: 5000, interval: 2 })
      .toBe(PASSWORD_CHECKS_AT_ONCE);
    const right = await login('203.0.113.40', PASSWORDS.admin);
    expect(right.status).toBe(200);
    const statuses = await flood;
    expect(count(statuses, 401)).toBe(40);
  });
});

describe('a body that cannot be decoded', () => {
  const garbage = Buffer.from('this is not brotli at all, nor gzip');
  const post = (path: string, encoding: string, body: Buffer, headers: Record<string, string> = {}) =>
    t.req(path, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: {
        'Content-Type': 'application/json',
        'Content-Encoding': encoding,
        ...from('203.0.113.50'),
        ...headers,
      },
    });

  it('is a 400 on every route (admin routes without a token too), an unknown encoding 415, never an error log line', async () => {
    const before = log.lines.length;
    for (const path of [API.contact, API.adminLogin, API.announcements, API.uploadImage, '/api/nowhere', '/'])
      for (const encoding of ['br', 'gzip', 'deflate'])
        expect((await post(path, encoding, garbage)).status, `${path} ${encoding}`).toBe(400);
    // Even with a Content-Type the route would refuse (415): the body's encoding is judged first.
    expect((await post(API.contact, 'br', garbage, { 'Content-Type': 'text/plain' })).status).toBe(400);
    expect((await post(API.contact, 'zstd-x', garbage)).status).toBe(415);
    const errors = log.lines.slice(before).filter((l) => Number(l.level) >= 50);
    expect(errors).toEqual([]);
  });

  it('a body that decodes is taken as sent', async () => {
    const message = { name: 'Parent', email: 'p@example.com', subject: 'Zipped', message: 'A compressed question.' };
    const json = Buffer.from(JSON.stringify(message));
    for (const [encoding, body] of [
      ['gzip', zlib.gzipSync(json)],
      ['br', zlib.brotliCompressSync(json)],
      ['deflate, gzip', zlib.gzipSync(zlib.deflateSync(json))],
    ] as const) {
      const res = await post(API.contact, encoding, body, from(`198.51.100.${encoding.length + 60}`));
      expect(res.status, encoding).toBe(201);
      expect(((await res.json()) as { subject: string }).subject).toBe('Zipped');
    }
  });
});

describe('absolute links name PUBLIC_URL', () => {
  it('sitemap.xml and robots.txt ignore Host and X-Forwarded-Host', async () => {
    const headers = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };
    const robots = await (await t.req('/robots.txt', { headers })).text();
    expect(robots).toContain('Sitemap: https://academy.example/sitemap.xml');
    const sitemap = await (await t.req('/sitemap.xml', { headers })).text();
    expect(sitemap).toContain('<loc>https://academy.example/</loc>');
    expect(robots + sitemap).not.toContain('evil.example');
  });
});

describe('the smaller ones', () => {
  it('a public contact post sent again with its Idempotency-Key is stored once', async () => {
    const token = await t.login();
    const subject = `Once ${Date.now()}`;
    const json = { name: 'Parent', email: 'p@example.com', subject, message: 'Sent offline, answer lost.' };
    const send = () =>
      t.req(API.contact, {
        method: 'POST',
        json,
        headers: { ...from('198.51.100.77'), 'Idempotency-Key': '6f1c2a40-0d7e-4a8f-9a55-0c1b2d3e4f50' },
      });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replay')).toBe('true');
    expect(((await second.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const all = (await (await t.req(API.contact, { token })).json()) as { subject: string }[];
    expect(all.filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it('an edit never pushes a version past the schema maximum', async () => {
    const token = await t.login();
    const record = {
      id: 'maxed',
      title: 'Old',
      content: 'Imported at the top.',
      date: '2026-11-20',
      version: MAX_VERSION,
    };
    const imported = await t.req(API.dataImports, {
      method: 'POST',
      token,
      json: { content: { announcements: [record] } },
    });
    expect(imported.status).toBe(200);
    const put = await t.req(`${API.announcements}/maxed`, {
      method: 'PUT',
      token,
      json: { title: 'New', content: 'Edited.', date: '2026-11-20' },
      headers: { 'If-Match': `"${MAX_VERSION}"` },
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { version: number }).version).toBe(MAX_VERSION);
  });

  it('tells a client refused by its network why', async () => {
    const res = await login('2001:db8:e:fe::1', 'w');
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toBe(MSG.tooManyAttempts);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the site-wide budget never locks out a right password', () => {
  it('once spent, each client gets a tight budget, and the right password from a fresh network still signs in', async () => {
    const s = await startTestServer({ trustProxy: 1 });
    try {
      const go = (ip: string, password: string) =>
        s.req(API.adminLogin, { method: 'POST', json: { password }, headers: from(ip) });
      const [site] = SIGN_IN_LIMITS.site;
      const [perClient] = SIGN_IN_LIMITS.client;
      // Spent from many networks, none of them at its own limit.
      const statuses = await burst(site, async (i) => (await go(`2001:db8:${i + 1}::1`, `w-${i}`)).status);
      expect(count(statuses, 401)).toBe(site);
      expect(s.services.limits.adminLogin.tight).toBe(true);
      // A fresh client now has the tight budget: fewer guesses than the per-client limit.
      const fresh: number[] = [];
      for (let i = 0; i < perClient; i++) fresh.push((await go('2001:db8:ffff:1::1', `w-${i}`)).status);
      expect(count(fresh, 401)).toBe(SIGN_IN_LIMITS.tightClient[0]);
      expect(count(fresh, 429)).toBe(perClient - SIGN_IN_LIMITS.tightClient[0]);
      // The administrator, from a network that is not guessing: checked, and in.
      expect((await go('198.51.100.200', PASSWORDS.admin)).status).toBe(200);
      expect((await go('2001:db8:fffe:1::1', PASSWORDS.admin)).status).toBe(200);
    } finally {
      await s.stop();
    }
  });
});
