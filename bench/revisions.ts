/**
 * `npx tsx bench/revisions.ts`: the time of an announcement PUT (each keeps a revision) with
 * 100 announcements stored, when revisions.json is empty and when it already holds the full
 * 20 revisions of every record (2,000; each PUT then also drops the oldest one). Sequential
 * PUTs over HTTP on 127.0.0.1, median and p95 printed. Not part of `npm run bench` yet.
 */
import os from 'node:os';
import { startTestServer } from '../api/testing';
import { MAX_REVISIONS } from '../api/versions';

const RECORDS = 100;
const PUTS = Number(process.env.PUTS ?? 300);
const ann = (title: string) => ({ title, content: 'Body '.repeat(40), date: '2026-05-01' });

async function measure(fill: boolean) {
  const s = await startTestServer();
  try {
    const token = await s.login();
    const send = (method: string, p: string, body: unknown) =>
      s.req(p, { method, token, json: body }).then(async (r) => {
        if (r.status >= 300) throw new Error(`${method} ${p}: ${r.status}`);
        return (await r.json()) as { id: string };
      });
    const ids: string[] = [];
    for (let i = 0; i < RECORDS; i++) ids.push((await send('POST', '/api/announcements', ann(`A${i}`))).id);
    if (fill)
      for (let k = 0; k < MAX_REVISIONS; k++)
        for (const id of ids) await send('PUT', `/api/announcements/${id}`, ann(`fill ${k}`));
    const revisions = s.services.db.revisions.size;
    const times: number[] = [];
    for (let i = 0; i < PUTS; i++) {
      const t0 = performance.now();
      await send('PUT', `/api/announcements/${ids[i % RECORDS]}`, ann(`put ${i}`));
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { revisions, median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
  } finally {
    await s.stop();
  }
}

const empty = await measure(false);
const full = await measure(true);
const f = (n: number) => `${n.toFixed(2)} ms`;
console.log(
  `announcement PUT, ${RECORDS} records, ${PUTS} sequential PUTs (load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
console.log(`revisions stored at start 0:    median ${f(empty.median)}, p95 ${f(empty.p95)}`);
console.log(`revisions stored at start ${full.revisions}: median ${f(full.median)}, p95 ${f(full.p95)}`);
