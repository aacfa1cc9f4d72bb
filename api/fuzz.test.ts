import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from './routes';
import { startTestServer, type TestServer } from './testing';

/** mulberry32: a small seeded PRNG so a failure can be replayed. */
function prng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer({ seed: 'demo' });
  token = await t.login();
});
afterAll(() => t.stop());

const FIELDS = ['title', 'content', 'date', 'location', 'category', 'startTime', 'endTime', 'description', 'imageUrl', 'isVideo', 'videoUrl', 'name', 'email', 'subject', 'message', 'bio', 'password', 'page', 'filename', 'fileContent', 'fileSize', 'content', 'createdAt', 'website', '__proto__', 'constructor', 'id'];

describe('fuzz', () => {
  it('thousands of random and malformed requests: never a 5xx, server still answering', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20261123);
    const rnd = prng(seed);
    const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)];
    const ids = ['x', '', '%00', '..%2f..', 'a'.repeat(300), '🎺', '1e9'];
    const value = (depth = 0): unknown => {
      const r = rnd();
      if (r < 0.15) return pick(['', ' ', 'x', 'a'.repeat(5000), '2026-02-30', '2026-03-01', '2026-03-01T10:00:00Z', 'javascript:alert(1)', '/uploads/a.jpg', 'https://youtu.be/dQw4w9WgXcQ', 'photos', 'training', 'ann@example.com', '\u0000', '<script>', '{"a":1}']);
      if (r < 0.3) return pick([0, -1, 1e308, NaN, 3.5, 2 ** 53, 12, 13]);
      if (r < 0.4) return pick([true, false, null]);
      if (r < 0.5 && depth < 3) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(depth + 1));
      if (r < 0.6 && depth < 3) return obj(depth + 1);
      return Math.floor(rnd() * 1e6).toString(36);
    };
    const obj = (depth = 0) => Object.fromEntries(Array.from({ length: Math.floor(rnd() * 8) }, () => [pick(FIELDS), value(depth)]));
    const rawBodies = ['{', '[]', '"str"', 'null', '1', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '\u0000', 'a=b', '{"a":' + '['.repeat(5000)];
    const types = ['application/json', 'application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/json; charset=utf-16'];
    const failures: string[] = [];
    const N = 2500;
    let sent = 0;
    const one = async () => {
      const r = pick(apiRoutes);
      const method = rnd() < 0.9 ? r.method : pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
      let p = r.path.replace(':id', encodeURIComponent(pick(ids)));
      if (rnd() < 0.3) p += `?${pick(['month', 'year', 'page', 'auth', 'category'])}=${encodeURIComponent(String(value()))}&${pick(['month', 'year', 'page'])}=${encodeURIComponent(String(value()))}`;
      const headers: Record<string, string> = {};
      if (rnd() < 0.6) headers.Authorization = `Bearer ${rnd() < 0.8 ? token : 'garbage'}`;
      let body: string | undefined;
      if (method !== 'GET' && method !== 'HEAD' && rnd() < 0.9) {
        headers['Content-Type'] = pick(types);
        body = rnd() < 0.2 ? pick(rawBodies) : JSON.stringify(rnd() < 0.15 ? value() : obj());
      }
      if (rnd() < 0.05) headers.Cookie = `photos_authenticated=${pick(['v1.999999999999999', 'x'])}; photos_authenticated.sig=${pick(['abc', ''])}`;
      try {
        const res = await t.req(p, { method, headers, body });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${res.status} ${method} ${p} ${headers['Content-Type'] ?? ''} ${body?.slice(0, 200)}`);
      } catch (e) {
        failures.push(`network error ${method} ${p}: ${e}`);
      }
      sent++;
    };
    const workers = Array.from({ length: 16 }, async () => {
      while (sent < N) await one();
    });
    await Promise.all(workers);
    expect(failures, `seed ${seed}`).toEqual([]);
    const health = await t.req('/api/health');
    expect(health.status).toBe(200);
    expect(((await health.json()) as any).ok).toBe(true);
  });
});
