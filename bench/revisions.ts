/**
 * The cost of keeping revisions (issue 14), as part `revisions` of `npm run bench`
 * (`npm run bench -- revisions` runs it alone), or on its own: `npx tsx bench/revisions.ts`.
 * - The time of an announcement PUT (each keeps a revision) with 100 announcements stored, when
 *   revisions.json is empty and when it already holds the full 20 revisions of every record
 *   (2,000; each PUT then also drops the oldest one). Sequential PUTs over HTTP on 127.0.0.1.
 * - The size on disk of announcements.json and revisions.json after 1,000 edits of those 100.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer } from '../api/testing/harness';
import { MAX_REVISIONS } from '../api/content/versions';

const RECORDS = 100;
const EDITS = 1_000;
const ann = (title: string) => ({ title, content: 'Body '.repeat(40), date: '2026-05-01' });
type Timing = { revisions: number; median: number; p95: number };
export type RevisionsResult = {
  puts: number;
  empty: Timing;
  full: Timing;
  /** Bytes of each file after EDITS edits of RECORDS announcements. */
  sizes: { announcements: number; revisions: number; revisionCount: number };
};

async function withServer<T>(
  fn: (
    send: (m: string, p: string, b: unknown) => Promise<{ id: string }>,
    dataDir: string,
    revisions: () => number,
  ) => Promise<T>,
) {
  const s = await startTestServer();
  try {
    const token = await s.login();
    const send = (method: string, p: string, body: unknown) =>
      s.req(p, { method, token, json: body }).then(async (r) => {
        if (r.status >= 300) throw new Error(`${method} ${p}: ${r.status}`);
        return (await r.json()) as { id: string };
      });
    return await fn(send, s.dataDir, () => s.services.db.revisions.size);
  } finally {
    await s.stop();
  }
}

async function createAll(send: (m: string, p: string, b: unknown) => Promise<{ id: string }>) {
  const ids: string[] = [];
  for (let i = 0; i < RECORDS; i++) ids.push((await send('POST', '/api/announcements', ann(`A${i}`))).id);
  return ids;
}

const measure = (fill: boolean, puts: number) =>
  withServer(async (send, _dir, revisions): Promise<Timing> => {
    const ids = await createAll(send);
    if (fill)
      for (let k = 0; k < MAX_REVISIONS; k++)
        for (const id of ids) await send('PUT', `/api/announcements/${id}`, ann(`fill ${k}`));
    const stored = revisions();
    const times: number[] = [];
    for (let i = 0; i < puts; i++) {
      const t0 = performance.now();
      await send('PUT', `/api/announcements/${ids[i % RECORDS]}`, ann(`put ${i}`));
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return {
      revisions: stored,
      median: times[Math.floor(times.length / 2)],
      p95: times[Math.floor(times.length * 0.95)],
    };
  });

const sizesAfterEdits = () =>
  withServer(async (send, dataDir, revisions) => {
    const ids = await createAll(send);
    for (let i = 0; i < EDITS; i++) await send('PUT', `/api/announcements/${ids[i % RECORDS]}`, ann(`edit ${i}`));
    // Files are written by the store's group commit: they are on disk once the answers came back.
    const size = (name: string) => fs.statSync(path.join(dataDir, name)).size;
    return { announcements: size('announcements.json'), revisions: size('revisions.json'), revisionCount: revisions() };
  });

export async function measureRevisions(puts = Number(process.env.PUTS ?? 300)): Promise<RevisionsResult> {
  const empty = await measure(false, puts);
  const full = await measure(true, puts);
  return { puts, empty, full, sizes: await sizesAfterEdits() };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
/** The lines of RESULTS.md's "Revisions" section. */
export const revisionsLines = (r: RevisionsResult) => [
  `Announcement PUT, ${RECORDS} announcements stored, ${r.puts} sequential PUTs over HTTP: with no revisions stored median ${ms(r.empty.median)}, p95 ${ms(r.empty.p95)}; with ${r.full.revisions.toLocaleString('en')} stored (${MAX_REVISIONS} per record, each PUT also drops the oldest) median ${ms(r.full.median)}, p95 ${ms(r.full.p95)} (×${(r.full.median / r.empty.median).toFixed(2)})`,
  `After ${EDITS.toLocaleString('en')} edits of ${RECORDS} announcements: announcements.json ${mb(r.sizes.announcements)}, revisions.json ${mb(r.sizes.revisions)} (${r.sizes.revisionCount.toLocaleString('en')} revisions: at most ${MAX_REVISIONS} per record, each a full copy of the earlier content)`,
];

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const r = await measureRevisions();
  console.log(
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const l of revisionsLines(r)) console.log(`- ${l}`);
}
