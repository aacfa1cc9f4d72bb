import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../../../shared/schemas/audit';
import { startTestServer, tempDir, type TestServer } from '../../testing/harness';
import { REFUSAL_CLIENTS_PER_WINDOW } from './refusals';

/**
 * Refused sign-ins (429) in the audit log: one entry per client per window and a count of the
 * rest, however many a flood sends (refusals.ts). Behind a trusted proxy, as deployed.
 */
let t: TestServer;
const dataDir = tempDir();
/** Every 429 the guesses got: the log must account for each of them. */
let refusedTotal = 0;
beforeAll(async () => {
  t = await startTestServer({ dataDir, trustProxy: 1 });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const guess = async (ip: string) => {
  const res = await t.req('/api/admin/login', {
    method: 'POST',
    json: { password: 'wrong-guess' },
    headers: { 'X-Forwarded-For': ip },
  });
  if (res.status === 429) refusedTotal++;
  return res;
};
const entries = async () => {
  const token = await t.login();
  const res = await t.req('/api/audit?limit=200', { token, headers: { 'X-Forwarded-For': '198.51.100.1' } });
  return ((await res.json()) as AuditPage).entries;
};
/** Every entry in the log's files (what is on disk, after the server stopped). */
const onDisk = (): AuditEntry[] =>
  fs
    .readdirSync(path.join(dataDir, 'audit'))
    .filter((n) => n.endsWith('.jsonl'))
    .flatMap((n) =>
      fs
        .readFileSync(path.join(dataDir, 'audit', n), 'utf8')
        .trim()
        .split('\n'),
    )
    .map((l) => JSON.parse(l) as AuditEntry);

describe('refused sign-ins in the audit log', () => {
  it('30 guesses at once from one /64: its failures, one refusal entry, and at the end the count of the rest', async () => {
    const statuses = (
      await Promise.all(Array.from({ length: 30 }, (_, i) => guess(`2001:db8:5:1::${(i + 1).toString(16)}`)))
    ).map((r) => r.status);
    const refused = statuses.filter((s) => s === 429).length;
    expect(refused).toBeGreaterThanOrEqual(20);
    const fromFlood = (await entries()).filter((e) => e.ip.startsWith('2001:db8:5:1::'));
    expect(fromFlood.filter((e) => e.action === 'signInLocked')).toHaveLength(1);
    expect(fromFlood.filter((e) => e.action === 'signInFailed')).toHaveLength(statuses.filter((s) => s === 401).length);
  });

  it(`past ${REFUSAL_CLIENTS_PER_WINDOW} clients in a window, the others share one entry`, async () => {
    // Each a /64 of the documentation range, 7 guesses at once: 5 checked (401), the rest refused.
    for (let c = 0; c < REFUSAL_CLIENTS_PER_WINDOW + 10; c++) {
      const ip = `2001:db8:6:${(c + 1).toString(16)}::1`;
      await Promise.all(Array.from({ length: 7 }, () => guess(ip)));
    }
    const locked = (await entries()).filter((e) => e.action === 'signInLocked');
    // The first test's client and the budget's others: one entry each so far.
    expect(locked).toHaveLength(REFUSAL_CLIENTS_PER_WINDOW);
  });

  it('the window ends with one summing entry per client refused more than once, and one for the others', async () => {
    await t.close(); // ends the window early: what the counts were is written before the server stops
    const locked = onDisk().filter((e) => e.action === 'signInLocked');
    const sums = locked.filter((e) => e.count);
    expect(sums.find((e) => e.ip.startsWith('2001:db8:5:1::'))!.count).toBeGreaterThanOrEqual(19);
    expect(sums.filter((e) => e.ip.startsWith('2001:db8:6:'))).toHaveLength(REFUSAL_CLIENTS_PER_WINDOW - 1);
    expect(sums.find((e) => e.ip === '*')).toMatchObject({ actor: null, action: 'signInLocked' });
    // Bounded: at most two entries per client of the budget plus one, whatever the flood sent…
    expect(locked.length).toBeLessThanOrEqual(2 * REFUSAL_CLIENTS_PER_WINDOW + 1);
    // …and every refusal is accounted for: an entry of its own, or counted in one.
    expect(locked.reduce((n, e) => n + (e.count ?? 1), 0)).toBe(refusedTotal);
    // The chain still holds with the summing entries in it.
    const server = await startTestServer({ dataDir, trustProxy: 1 });
    const token = await server.login();
    const verify = await (await server.req('/api/audit/verify', { token })).json();
    expect(verify).toMatchObject({ ok: true });
    await server.close();
  });
});
