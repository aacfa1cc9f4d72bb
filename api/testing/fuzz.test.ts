import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../routes';
import { CONTENT_TYPES, IDS, RAW_BODIES, generators, prng } from './fuzzing';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer({ seed: 'demo' });
  token = await t.login();
});
afterAll(() => t.stop());

describe('fuzz', () => {
  it('thousands of random and malformed requests: never a 5xx, server still answering', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20261123);
    const { rnd, pick, value, obj } = generators(prng(seed));
    const ids = IDS;
    const rawBodies = RAW_BODIES;
    const types = CONTENT_TYPES;
    const failures: string[] = [];
    const N = 2500;
    let sent = 0;
    const one = async () => {
      const r = pick(apiRoutes);
      const method = rnd() < 0.9 ? r.method : pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
      let p = r.path.replace(':id', encodeURIComponent(pick(ids)));
      if (rnd() < 0.3)
        p += `?${pick(['month', 'year', 'page', 'auth', 'category'])}=${encodeURIComponent(String(value()))}&${pick(['month', 'year', 'page'])}=${encodeURIComponent(String(value()))}`;
      const headers: Record<string, string> = {};
      if (rnd() < 0.6) headers.Authorization = `Bearer ${rnd() < 0.8 ? token : 'garbage'}`;
      let body: string | undefined;
      if (method !== 'GET' && method !== 'HEAD' && rnd() < 0.9) {
        headers['Content-Type'] = pick(types);
        body = rnd() < 0.2 ? pick(rawBodies) : JSON.stringify(rnd() < 0.15 ? value() : obj());
      }
      if (rnd() < 0.05)
        headers.Cookie = `photos_authenticated=${pick(['v1.999999999999999', 'x'])}; photos_authenticated.sig=${pick(['abc', ''])}`;
      try {
        const res = await t.req(p, { method, headers, body });
        await res.arrayBuffer();
        if (res.status >= 500)
          failures.push(`${res.status} ${method} ${p} ${headers['Content-Type'] ?? ''} ${body?.slice(0, 200)}`);
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
