import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastPath } from './fastPath';
import { apiRoutes } from '../routes';
import { capturedLogger, startTestServer, type TestServer } from '../testing/harness';

/**
 * The fast path must answer exactly as Koa does. `koa` is a server with the fast path off; `fast`
 * is a plain node:http server over the same services that answers through fastPath() only (599
 * when it declines), so every comparison is fast path against Koa on the same data and clock.
 */
let koa: TestServer;
let token: string;
let fast: http.Server;
let fastUrl: string;

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
/** A raw request (no decoding, no headers added: fetch would add Accept-Encoding and unzip). */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const long = 'Rehearsals move to the main hall; bring water, music and a pencil. '.repeat(12);
beforeAll(async () => {
  koa = await startTestServer({ timezone: 'America/Chicago', fastPath: false });
  token = await koa.login();
  const post = async (path: string, json: unknown) => {
    const res = await koa.req(path, { method: 'POST', token, json });
    expect(res.status, await res.clone().text()).toBe(201);
  };
  for (let i = 1; i <= 6; i++)
    await post('/api/announcements', { title: `Notice ${i}`, content: long, date: `2026-04-0${i}` });
  await post('/api/announcements', { title: 'Urgent', content: 'Snow day', date: '2026-04-09', urgent: true });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  await post('/api/announcements', { title: 'Scheduled', content: long, date: '2026-04-10', publishAt: tomorrow });
  await post('/api/instructors', { name: 'Ana', title: 'Drumline' });
  await post('/api/events', {
    title: 'Drumline class',
    location: 'Gym',
    startTime: '2026-09-01T16:00:00-05:00',
    endTime: '2026-09-01T17:00:00-05:00',
    recurrence: { frequency: 'weekly', byDay: ['TU', 'TH'], until: '2026-10-15' },
  });
  await post('/api/events', {
    title: 'Concert',
    startTime: '2026-09-19T18:00:00-05:00',
    endTime: '2026-09-19T20:00:00-05:00',
  });
  const answer = fastPath(koa.services, apiRoutes);
  fast = http.createServer((req, res) => {
    if (!answer(req, res)) {
      res.statusCode = 599;
      res.end('not answered by the fast path');
    }
  });
  await new Promise<void>((resolve) => fast.listen(0, '127.0.0.1', resolve));
  fastUrl = `http://127.0.0.1:${(fast.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => fast?.close(resolve));
  await koa?.stop();
});

const PATHS = [
  '/api/announcements',
  '/api/instructors',
  '/api/events',
  '/api/events?month=9&year=2026',
  '/api/events?year=2026&month=09',
  '/api/events?month=2&year=2031',
  '/api/events?from=2026-09-01&to=2026-09-30',
  '/api/announcements?',
];
const ENCODINGS = [
  undefined,
  'br',
  'gzip',
  'gzip, deflate, br, zstd',
  'identity',
  '*;q=0',
  'br;q=0.5, gzip',
  'deflate',
  'gzip;q=0, br;q=0',
];

async function same(path: string, headers: Record<string, string>, method = 'GET') {
  // Koa first: a view still being built is left to Koa by design (its route waits for the build),
  // so the fast path is compared on the view Koa's answer came from.
  const viaKoa = await raw(koa.url, path, headers, method);
  const viaFast = await raw(fastUrl, path, headers, method);
  const what = `${method} ${path} ${JSON.stringify(headers)}`;
  expect(viaFast.status, what).not.toBe(599);
  expect(viaFast.status, what).toBe(viaKoa.status);
  expect(viaFast.headers, what).toEqual(viaKoa.headers);
  expect(viaFast.body.equals(viaKoa.body), what).toBe(true);
  return viaKoa;
}

describe('the fast path answers the public lists exactly as Koa does', () => {
  it.each(PATHS)(
    '%s: status, every header but Date, and the body, for each Accept-Encoding, GET and HEAD',
    async (path) => {
      for (const enc of ENCODINGS) {
        const headers: Record<string, string> = enc === undefined ? {} : { 'Accept-Encoding': enc };
        const got = await same(path, headers);
        expect(got.status).toBe(200);
        expect(got.headers['content-security-policy']).toBeTruthy();
        expect(got.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=30/);
        await same(path, headers, 'HEAD');
      }
    },
  );

  it.each(PATHS)(
    "%s: If-None-Match with each variant's ETag is a 304 with the same headers; others a 200",
    async (path) => {
      for (const enc of ['br', 'gzip', 'identity']) {
        const first = await same(path, { 'Accept-Encoding': enc });
        const etag = String(first.headers.etag);
        for (const [inm, expected] of [
          [etag, 304],
          [`W/${etag}`, 304],
          [`"nope", ${etag}`, 304],
          ['*', 304],
          ['"nope"', 200],
        ] as const) {
          for (const asked of ['br', 'gzip', 'identity']) {
            const got = await same(path, { 'Accept-Encoding': asked, 'If-None-Match': inm });
            expect(got.status, `${inm} ${asked}`).toBe(expected);
          }
          await same(path, { 'If-None-Match': inm }, 'HEAD');
        }
        await same(path, { 'If-Modified-Since': new Date().toUTCString() });
      }
    },
  );

  it('the compressed variants are the ones sent (brotli and gzip smaller than the JSON)', async () => {
    const plain = await same('/api/announcements', {});
    const br = await same('/api/announcements', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(br.headers.vary).toBe('Accept-Encoding');
  });
});

describe('what the fast path leaves to Koa', () => {
  it('a token: the admin list with drafts and scheduled notices, uncached (the server as it runs)', async () => {
    const server = await startTestServer({ dataDir: undefined });
    try {
      const t = await server.login();
      const later = new Date(Date.now() + 86_400_000).toISOString();
      await server.req('/api/announcements', {
        method: 'POST',
        token: t,
        json: { title: 'Later', content: 'x', date: '2026-04-01', publishAt: later },
      });
      const admin = await server.req('/api/announcements', { token: t });
      expect(admin.headers.get('cache-control')).toBe('no-store');
      expect(((await admin.json()) as { status: string }[]).map((a) => a.status)).toEqual(['scheduled']);
      const pub = await server.req('/api/announcements');
      expect(await pub.json()).toEqual([]);
      // The fast path itself declines any Authorization header.
      const declined = await raw(fastUrl, '/api/announcements', { Authorization: `Bearer ${token}` });
      expect(declined.status).toBe(599);
    } finally {
      await server.stop();
    }
  });

  it.each([
    '/api/events?month=13&year=2026',
    '/api/events?month=abc&year=2026',
    '/api/events?month=4',
    '/api/events?year=2026',
    '/api/events?month=4&month=5&year=2026',
    '/api/events?from=2026-04-01',
    '/api/events?from=x&to=y',
    '/api/events?from=2026-04-30&to=2026-04-01',
    '/api/events?from=2026-01-01&to=2027-12-31',
    '/api/events?month=' + '9'.repeat(50) + '&year=2026',
  ])('%s: declined by the fast path, the same 400 from Koa', async (path) => {
    expect((await raw(fastUrl, path)).status).toBe(599);
    const got = await raw(koa.url, path);
    expect(got.status).toBe(400);
    expect(JSON.parse(got.body.toString())).toHaveProperty('message');
  });

  it.each([
    ['/api/announcements?page=2', 'GET'],
    ['/api/events?month=9&year=2026&x=1', 'GET'],
    ['/api/events?month=9&year=2026#top', 'GET'],
    ['/api/announcements/', 'GET'],
    ['/API/announcements', 'GET'],
    ['/api/%61nnouncements', 'GET'],
    ['/api/announcements', 'POST'],
    ['/api/announcements', 'OPTIONS'],
    ['/api/gallery', 'GET'],
    ['/', 'GET'],
  ])('%s %s: declined (Koa answers as before)', async (path, method) => {
    expect((await raw(fastUrl, path, {}, method)).status).toBe(599);
  });
});

describe('with the fast path on (the default)', () => {
  it('writes the same request-log line as Koa (fields, level), with the status sent', async () => {
    const onLog = capturedLogger();
    const offLog = capturedLogger();
    const on = await startTestServer({ logger: onLog.logger, logRequests: true });
    const off = await startTestServer({ logger: offLog.logger, logRequests: true, fastPath: false });
    try {
      for (const s of [on, off]) {
        const first = await s.req('/api/events?month=4&year=2026');
        await s.req('/api/events?month=4&year=2026', { headers: { 'If-None-Match': first.headers.get('etag')! } });
        await s.req('/api/instructors', { method: 'HEAD' });
      }
      const requests = (lines: Record<string, unknown>[]) => lines.filter((l) => l.method);
      await expect.poll(() => requests(onLog.lines).length, { timeout: 10_000 }).toBe(3);
      await expect.poll(() => requests(offLog.lines).length, { timeout: 10_000 }).toBe(3);
      const shape = (l: Record<string, unknown>) => ({ ...l, ms: typeof l.ms, time: typeof l.time });
      expect(requests(onLog.lines).map(shape)).toEqual(requests(offLog.lines).map(shape));
      expect(requests(onLog.lines).map((l) => [l.level, l.method, l.path, l.status])).toEqual([
        [30, 'GET', '/api/events', 200],
        [30, 'GET', '/api/events', 304],
        [30, 'HEAD', '/api/instructors', 200],
      ]);
    } finally {
      await Promise.all([on.stop(), off.stop()]);
    }
  });

  it('a scheduled notice appears when its publishAt passes, the cache capped to that moment until then', async () => {
    const publishAt = new Date(Date.now() + 4_000).toISOString();
    const res = await koa.req('/api/announcements', {
      method: 'POST',
      token,
      json: { title: 'Due soon', content: 'x', date: '2026-04-11', publishAt },
    });
    const { id } = (await res.json()) as { id: string };
    const before = await raw(fastUrl, '/api/announcements');
    expect(before.status).toBe(200);
    if (Date.now() < Date.parse(publishAt) - 500) {
      expect(JSON.parse(before.body.toString()).map((a: { id: string }) => a.id)).not.toContain(id);
      const cc = String(before.headers['cache-control']);
      expect(cc).toMatch(/^public, max-age=0, s-maxage=[0-4]$|^public, no-cache$/);
    }
    await expect
      .poll(
        async () =>
          JSON.parse((await raw(fastUrl, '/api/announcements')).body.toString()).map((a: { id: string }) => a.id),
        {
          timeout: 10_000,
        },
      )
      .toContain(id);
    // Due at publishAt, not before: never listed by the fast path ahead of the instant.
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
  });

  it.each([
    [{ 'Content-Length': '5' }, 'hello'],
    [{ 'Content-Type': 'application/json', 'Content-Length': '2' }, '{}'],
    [{ 'Transfer-Encoding': 'chunked' }, 'hello'],
  ])('a GET with a body (%j): declined, Koa reads and judges the body as before', async (headers, body) => {
    const send = (base: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(base);
        const req = http.request({ hostname, port, path: '/api/announcements', headers, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        req.on('error', reject);
        req.end(body);
      });
    expect(await send(fastUrl)).toBe(599);
    expect(await send(koa.url)).toBeLessThan(500);
  });
});
