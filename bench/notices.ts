/**
 * The notices part of `npm run bench` (BENCH_ONLY=notices): families' emails against a real SMTP
 * server in this process (smtp-server, accepting everything), the built server in its own.
 * - the time from an urgent announcement's POST to its notice holding all 1,000 deliveries;
 * - the public announcement list's p99 while those emails go out, against the same list idle;
 * - the server's RSS with 10,000 subscriptions, after an urgent notice to all of them is queued.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import type { BenchServer, PartTools } from './partTools';

type Server = BenchServer & { dataDir: string; rssMB(): number };
type Cannon = { p99: number; rps: number; errors: number; non2xx: number };
export type NoticeBenchTools = PartTools<Server> & {
  cannon(url: string, opts?: { seconds?: number }): Promise<Cannon>;
  writeCollection(dir: string, name: string, items: unknown[]): void;
  announcements(n: number): unknown[];
  mallocEnv: Record<string, string>;
  seconds: number;
};

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A load run with its p99 in microseconds (bench/latencies.mjs), at the bench's 50 connections. */
export function preciseCannon(url: string, seconds: number): Promise<Cannon> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'latencies.mjs'), url, '50', String(seconds)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out) as Cannon);
      } catch {
        reject(new Error(`latencies.mjs failed: ${err.slice(-500)}`));
      }
    });
  });
}

/** Three runs: the median p99 and requests/s, every error counted. */
export async function threeRuns(url: string, seconds: number): Promise<Cannon & { p99s: number[] }> {
  const runs: Cannon[] = [];
  for (let i = 0; i < 3; i++) runs.push(await preciseCannon(url, seconds));
  return {
    p99: median(runs.map((r) => r.p99)),
    rps: median(runs.map((r) => r.rps)),
    errors: runs.reduce((k, r) => k + r.errors, 0),
    non2xx: runs.reduce((k, r) => k + r.non2xx, 0),
    p99s: runs.map((r) => r.p99),
  };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function subscriptions(n: number) {
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  return Array.from({ length: n }, (_, i) => ({
    id: `bench-sub-${i}`,
    email: `family${i}@example.com`,
    programs: i % 3 === 0 ? ['drumline'] : i % 3 === 1 ? ['colorGuard'] : ['drumline', 'colorGuard'],
    kinds: ['urgent', 'announcements', 'cancellations', 'digest'],
    lang: i % 4 === 0 ? 'es' : 'en',
    status: 'active',
    createdAt: at,
    updatedAt: at,
    confirmedAt: at,
    confirmationSentAt: null,
    tokenVersion: 0,
  }));
}

/** An SMTP server that takes every message and counts them. */
async function smtpSink() {
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as AddressInfo).port,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** POSTs an urgent announcement; resolves with the ms until GET /api/notices shows all `families` queued. */
async function queueUrgent(base: string, token: string, families: number) {
  const auth = { Authorization: `Bearer ${token}` };
  const t0 = performance.now();
  const res = await fetch(`${base}/api/announcements`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Gym closed tonight',
      content: 'No class tonight.',
      date: '2026-11-26',
      urgent: true,
    }),
  });
  if (res.status !== 201) throw new Error(`announcement ${res.status}`);
  const { id } = (await res.json()) as { id: string };
  for (;;) {
    const list = (await (await fetch(`${base}/api/notices?announcementId=${id}`, { headers: auth })).json()) as {
      sent: number;
      failed: number;
      pending: number;
    }[];
    const n = list[0];
    if (n && n.sent + n.failed + n.pending === families) return round(performance.now() - t0, 0);
    if (performance.now() - t0 > 30_000) throw new Error('the notice was not queued within 30 s');
    await sleep(20);
  }
}

export async function noticesPart(h: NoticeBenchTools) {
  const smtp = await smtpSink();
  const env = (rate: string) => ({
    ...h.mallocEnv,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'news@academy.test',
    MAIL_RATE: rate,
    PUBLIC_URL: 'https://academy.test',
  });
  try {
    // 1,000 families at the default MAIL_RATE (5 a second: the sending lasts the whole run), then
    // at ten times that, reported.
    for (const rate of [5, 50]) {
      const server = await h.startServer(
        `notices-1000-${rate}`,
        'none',
        (dir) => {
          h.writeCollection(dir, 'announcements', h.announcements(100));
          h.writeCollection(dir, 'subscriptions', subscriptions(1000));
        },
        env(String(rate)),
      );
      try {
        const token = await h.login(server.base);
        const list = `${server.base}/api/announcements`;
        // Three runs each (at MAIL_RATE=50 the 1,000 emails last 20 s: the three 5 s runs fit).
        const seconds = Math.min(h.seconds, 5);
        await h.cannon(list, { seconds: 2 }); // warm-up
        const idle = await threeRuns(list, seconds);
        const queued = await queueUrgent(server.base, token, 1000);
        const before = smtp.received();
        const sending = await threeRuns(list, seconds);
        const during = smtp.received() - before;
        if (rate === 5)
          h.add({
            part: 'Notices',
            figure:
              "Time from an urgent announcement's POST to its notice holding 1,000 families' deliveries (GET /api/notices)",
            value: `${queued} ms`,
            goal: '< 1 s',
            met: queued < 1000,
          });
        const ratio = round(sending.p99 / Math.max(idle.p99, 0.001), 2);
        h.add({
          part: 'Notices',
          figure: `GET /api/announcements p99 while those emails go out (MAIL_RATE=${rate}${rate === 5 ? ', the default' : ''}; ${during} sent during three ${seconds} s runs) / idle, median of three runs each, latencies to the microsecond: ${sending.p99} / ${idle.p99} ms (runs ${sending.p99s.join(', ')} / ${idle.p99s.join(', ')} ms; ${sending.rps} / ${idle.rps} req/s)`,
          value: `× ${ratio}`,
          goal: rate === 5 ? '≤ 1.2 × idle' : 'reported',
          met: rate === 5 ? ratio <= 1.2 && sending.errors + sending.non2xx === 0 : null,
          why: 'notices-p99',
        });
      } finally {
        await server.stop();
      }
    }

    const big = await h.startServer(
      'notices-10000',
      'none',
      (dir) => {
        h.writeCollection(dir, 'announcements', h.announcements(100));
        h.writeCollection(dir, 'subscriptions', subscriptions(10_000));
      },
      env('5'),
    );
    try {
      const idle = big.rssMB();
      const queued = await queueUrgent(big.base, await h.login(big.base), 10_000);
      await sleep(3000);
      const rss = big.rssMB();
      const file = fs.statSync(path.join(big.dataDir, 'subscriptions.json'), { throwIfNoEntry: false });
      h.add({
        part: 'Notices',
        figure: `Server RSS with 10,000 subscriptions${file ? ` (${round(file.size / 2 ** 20)} MB file)` : ''}, 3 s after an urgent notice to all of them was queued (in ${queued} ms; idle ${idle} MB)`,
        value: `${rss} MB`,
        goal: '< 150 MB',
        met: rss < 150,
        why: 'rss',
      });
    } finally {
      await big.stop();
    }
  } finally {
    await smtp.close();
  }
}
