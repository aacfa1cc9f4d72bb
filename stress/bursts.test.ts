import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login, PASSWORDS, spawnServer, tempDir, type Spawned } from './server';

/**
 * Every limit against 30 requests sent at once, on the server in its own process (as
 * production runs it). The server trusts one proxy hop so each limit gets its own address.
 */
let server: Spawned;
const dataDir = tempDir('stress-bursts-');
beforeAll(async () => {
  server = await spawnServer(dataDir, { TRUST_PROXY: '1', SEED: 'none' });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const at = (ip: string) => ({ 'X-Forwarded-For': ip });
const thirty = (send: (i: number) => Promise<{ status: number }>) =>
  Promise.all(Array.from({ length: 30 }, (_, i) => send(i)));
const tally = (answers: { status: number }[]) => {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
};

describe('30 requests at once against each limit', () => {
  it('admin login: 5 checked, 25 refused, and the right password after them is refused too', async () => {
    const answers = await thirty((i) =>
      api(server.base, 'POST', '/api/admin/login', { json: { password: `x${i}` }, headers: at('10.9.0.1') }),
    );
    expect(tally(answers)).toEqual({ 401: 5, 429: 25 });
    const right = await api(server.base, 'POST', '/api/admin/login', {
      json: { password: PASSWORDS.admin },
      headers: at('10.9.0.1'),
    });
    expect(right.status).toBe(429);
    console.log(`[bursts] admin login: ${JSON.stringify(tally(answers))}`);
  });

  for (const page of ['photos', 'training'] as const) {
    it(`member gate (${page}): 5 checked, 25 refused`, async () => {
      const ip = page === 'photos' ? '10.9.0.2' : '10.9.0.3';
      const answers = await thirty((i) =>
        api(server.base, 'POST', '/api/protected/login', {
          json: { page, password: i === 29 ? PASSWORDS[page] : `x${i}` },
          headers: at(ip),
        }),
      );
      const t = tally(answers);
      expect((t[401] ?? 0) + (t[200] ?? 0)).toBe(5);
      expect(t[429]).toBe(25);
      console.log(`[bursts] ${page} gate: ${JSON.stringify(t)}`);
    });
  }

  it('contact: 5 stored, 25 refused', async () => {
    const answers = await thirty((i) =>
      api(server.base, 'POST', '/api/contact', {
        json: { name: 'Parent', email: 'p@example.com', subject: `Burst ${i}`, message: 'A question about classes.' },
        headers: at('10.9.0.4'),
      }),
    );
    expect(tally(answers)).toEqual({ 201: 5, 429: 25 });
    const token = await login(server.base);
    const stored = (await api(server.base, 'GET', '/api/contact', { token })).body as { subject: string }[];
    expect(stored.filter((m) => m.subject.startsWith('Burst '))).toHaveLength(5);
    console.log(`[bursts] contact: ${JSON.stringify(tally(answers))}, 5 stored`);
  });

  it('45 guesses from 45 addresses: none is a 5xx, each is checked or refused as busy, the server answers meanwhile', async () => {
    const guesses = Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        api(server.base, 'POST', '/api/admin/login', { json: { password: `g${i}` }, headers: at(`10.8.0.${i + 1}`) }),
      ),
    );
    const health = await api(server.base, 'GET', '/api/health');
    const t = tally(await guesses);
    expect(health.status).toBe(200);
    expect(Object.keys(t).every((s) => s === '401' || s === '429')).toBe(true);
    console.log(`[bursts] 45 guesses at once: ${JSON.stringify(t)}`);
  });
});
