/**
 * The audit log's costs (issue 43), as part `audit` of `npm run bench` (`BENCH_ONLY=audit`), or on
 * its own: `npx tsx bench/audit.ts`.
 * - An announcement PUT's p99 with the log on and off: sequential PUTs over HTTP on 127.0.0.1 to
 *   a server holding 100 announcements, in alternating blocks (on, off, on, ...) so that a busy
 *   moment of the machine falls on both sides alike. Goal: on ≤ 1.1 × off.
 * - A page of GET /api/audit's work (AuditLog.page, 200 entries) over 100,000 entries: the newest
 *   page, a page deep in the log (`before`), and a filter matching 1 entry in 100. Goal < 100 ms.
 * - GET /api/audit/verify's work (AuditLog.verify) over 100,000 entries. Goal < 2 s.
 * - Also: loading 100,000 entries at start-up, and their size on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer, tempDir } from '../api/testing/harness';
import { AuditLog, type AuditInput } from '../api/storage/auditLog';
import { WriteTracker } from '../api/storage/writeTracker';

const RECORDS = 100;
const BLOCK = 50;
const ENTRIES = 100_000;
const ann = (title: string) => ({ title, content: 'Body '.repeat(40), date: '2026-05-01' });

export type AuditBenchResult = {
  put: { on: number; off: number; onMedian: number; offMedian: number; puts: number };
  page: { newest: number; deep: number; filtered: number };
  verify: number;
  load: number;
  bytes: number;
};

const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measurePut(blocks: number) {
  const s = await startTestServer();
  try {
    const token = await s.login();
    const send = async (method: string, p: string, body: unknown) => {
      const r = await s.req(p, { method, token, json: body });
      if (r.status >= 300) throw new Error(`${method} ${p}: ${r.status}`);
      return (await r.json()) as { id: string };
    };
    const ids: string[] = [];
    for (let i = 0; i < RECORDS; i++) ids.push((await send('POST', '/api/announcements', ann(`A${i}`))).id);
    const times = { on: [] as number[], off: [] as number[] };
    let n = 0;
    for (let b = 0; b < blocks * 2; b++) {
      const mode = b % 2 === 0 ? 'on' : 'off';
      s.services.audit.enabled = mode === 'on';
      for (let i = 0; i < BLOCK; i++) {
        const t0 = performance.now();
        await send('PUT', `/api/announcements/${ids[n % RECORDS]}`, ann(`put ${n++}`));
        times[mode].push(performance.now() - t0);
      }
    }
    return {
      on: p99(times.on),
      off: p99(times.off),
      onMedian: median(times.on),
      offMedian: median(times.off),
      puts: n,
    };
  } finally {
    await s.stop();
  }
}

const timed = async (fn: () => Promise<unknown>, runs = 5) => {
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    t.push(performance.now() - t0);
  }
  return median(t);
};

async function measureLog() {
  const dir = tempDir('academy-audit-bench-');
  const staff = Array.from({ length: 8 }, (_, i) => ({ id: `acc${i}`, name: `Instructor ${i}` }));
  const entry = (i: number): AuditInput => ({
    // One entry in 100 by the rare account, for the filtered page.
    actor: i % 100 === 0 ? { id: 'rare', name: 'Rare' } : staff[i % staff.length],
    action: i % 7 === 0 ? 'signIn' : 'update',
    target: {
      type: ['announcement', 'event', 'galleryItem', 'contactMessage'][i % 4],
      id: `rec${i}`,
      title: `Record ${i}`,
    },
    ip: `10.0.${(i >> 8) & 255}.${i & 255}`,
  });
  let log = new AuditLog(dir, new WriteTracker());
  await log.load();
  for (let i = 0; i < ENTRIES; i += 1000)
    await Promise.all(Array.from({ length: 1000 }, (_, k) => log.append(entry(i + k))));
  await log.idle();
  const t0 = performance.now();
  log = new AuditLog(dir, new WriteTracker());
  await log.load();
  const load = performance.now() - t0;
  if (log.size !== ENTRIES) throw new Error(`expected ${ENTRIES} entries, found ${log.size}`);
  const page = {
    newest: await timed(() => log.page({ limit: 200 })),
    deep: await timed(() => log.page({ limit: 200, before: ENTRIES / 2 })),
    filtered: await timed(() => log.page({ limit: 200, actor: 'rare' })),
  };
  const filtered = await log.page({ limit: 200, actor: 'rare' });
  if (filtered.entries.length !== 200) throw new Error('the filtered page is short');
  const verified = await log.verify();
  if (!verified.ok || verified.entries !== ENTRIES) throw new Error(`verify: ${JSON.stringify(verified)}`);
  const verify = await timed(() => log.verify(), 3);
  const auditDir = path.join(dir, 'audit');
  const bytes = fs.readdirSync(auditDir).reduce((n, f) => n + fs.statSync(path.join(auditDir, f)).size, 0);
  fs.rmSync(dir, { recursive: true, force: true });
  return { page, verify, load, bytes };
}

export async function measureAudit(blocks = Number(process.env.AUDIT_PUT_BLOCKS ?? 10)): Promise<AuditBenchResult> {
  const put = await measurePut(blocks);
  return { put, ...(await measureLog()) };
}

const r2 = (n: number) => Math.round(n * 100) / 100;
export function auditLines(r: AuditBenchResult): string[] {
  return [
    `Announcement PUT, ${r.put.puts} sequential in alternating blocks of ${BLOCK}: p99 ${r2(r.put.on)} ms with the log, ${r2(r.put.off)} ms without (median ${r2(r.put.onMedian)} / ${r2(r.put.offMedian)} ms)`,
    `${ENTRIES.toLocaleString('en')} entries: ${r2(r.bytes / 1e6)} MB on disk, loaded at start-up in ${Math.round(r.load)} ms`,
    `A page of 200: newest ${r2(r.page.newest)} ms, from the middle ${r2(r.page.deep)} ms, filtered to 1 in 100 ${r2(r.page.filtered)} ms; verify ${Math.round(r.verify)} ms`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  void measureAudit().then((r) => console.log(auditLines(r).join('\n')));
