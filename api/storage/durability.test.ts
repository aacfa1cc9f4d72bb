import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, startTestServer, tempDir } from '../testing/harness';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('durability', () => {
  it('after SIGKILL mid-burst, every write that got a 2xx is there and every file is valid JSON', async () => {
    const dataDir = tempDir('academy-durability-');
    dirs.push(dataDir);
    const server = await spawnServer(dataDir);
    const token = await server.login();
    const acked = { announcements: new Set<string>(), contact: new Set<string>(), events: new Set<string>() };
    let killed = false;
    let total = 0;
    const worker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const kind = (['announcements', 'contact', 'events'] as const)[(w + i) % 3];
        const payload =
          kind === 'announcements'
            ? { title: `A ${w}-${i}`, content: 'x'.repeat(200), date: '2026-01-01' }
            : kind === 'events'
              ? { title: `E ${w}-${i}`, startTime: '2026-01-01T10:00:00Z', endTime: '2026-01-01T11:00:00Z' }
              : { name: 'Burst', email: 'b@example.com', subject: 'Burst', message: `message ${w}-${i} long enough` };
        try {
          const res = await server.req(`/api/${kind}`, { method: 'POST', token, json: payload });
          if (res.status === 201) {
            acked[kind].add(((await res.json()) as { id: string }).id);
            if (++total === 150) {
              server.child.kill('SIGKILL');
              killed = true;
            }
          }
        } catch {
          return; // connection refused or reset after the kill
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
    await server.stop();
    expect(total).toBeGreaterThanOrEqual(150);

    const months = fs.readdirSync(path.join(dataDir, 'contactMessages')).map((f) => path.join('contactMessages', f));
    expect(months.length).toBeGreaterThan(0);
    for (const f of [...fs.readdirSync(dataDir), ...months].filter((f) => f.endsWith('.json'))) {
      expect(() => JSON.parse(fs.readFileSync(path.join(dataDir, f), 'utf8')), f).not.toThrow();
    }
    const again = await startTestServer({ dataDir });
    try {
      const ids = async (p: string) =>
        new Set(((await (await again.signedIn(p)).json()) as { id: string }[]).map((r) => r.id));
      const anns = await ids('/api/announcements');
      const events = await ids('/api/events');
      const msgs = await ids('/api/contact');
      for (const id of acked.announcements) expect(anns.has(id)).toBe(true);
      for (const id of acked.events) expect(events.has(id)).toBe(true);
      for (const id of acked.contact) expect(msgs.has(id)).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('SIGTERM finishes in-flight writes and exits 0', async () => {
    const dataDir = tempDir('academy-sigterm-');
    dirs.push(dataDir);
    const server = await spawnServer(dataDir);
    expect((await server.req('/api/health')).status).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});
