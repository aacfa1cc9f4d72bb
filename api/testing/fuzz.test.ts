import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailConfig } from '../config';
import { apiRoutes } from '../routes';
import { fuzzRequest } from './fuzzing';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
let token: string;
beforeAll(async () => {
  // Mail configured (to a port nothing answers), so that the subscription routes are fuzzed too
  // rather than answering their settled 503.
  t = await startTestServer({
    seed: 'demo',
    mail: readMailConfig({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'fuzz@academy.test', DIGEST: 'off' }),
  });
  token = await t.login();
});
afterAll(() => t.stop());

describe('fuzz', () => {
  it('thousands of random and malformed requests, up to 16 at once: never a 5xx, server still answering', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20261123);
    // A run is a batch sent at once (races between requests count); a failing batch is shrunk
    // to the fewest and smallest requests that still get a 5xx.
    const batch = fc.array(fuzzRequest(apiRoutes, token), { minLength: 1, maxLength: 16 });
    await fc.assert(
      fc.asyncProperty(batch, async (requests) => {
        const statuses = await Promise.all(
          requests.map(async ({ method, path, headers, body }) => {
            const res = await t.req(path, { method, headers, body });
            await res.arrayBuffer();
            return res.status;
          }),
        );
        const failed = statuses.map((s, i) => [s, requests[i]] as const).filter(([s]) => s >= 500);
        expect(failed, `seed ${seed}`).toEqual([]);
      }),
      { seed, numRuns: 300 },
    );
    const health = await t.req('/api/health');
    expect(health.status).toBe(200);
    expect(((await health.json()) as any).ok).toBe(true);
  });
});
