/**
 * The push part of `npm run bench` (BENCH_ONLY=push): Web Push to 1,000 devices through a real
 * HTTPS push service in this process (api/features/push/testPushService.ts, on loopback, trusted
 * by the server through NODE_EXTRA_CA_CERTS), the built server in its own process.
 * - the time from an urgent announcement's POST to Web Push's log holding its 1,000 deliveries;
 * - the public announcement list's p99 while those pushes go out, against the same list idle.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeCertificate, startPushService } from '../api/features/push/testPushService';
import { threeRuns, type NoticeBenchTools } from './notices';

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function devices(n: number, origin: string) {
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  return Array.from({ length: n }, (_, i) => ({
    id: `bench-device-${i}`,
    endpoint: `${origin}/device/${i}`,
    keys: {
      p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    },
    programs: i % 3 === 0 ? ['drumline'] : i % 3 === 1 ? ['colorGuard'] : ['drumline', 'colorGuard'],
    kinds: ['urgent', 'cancellations'],
    lang: i % 4 === 0 ? 'es' : 'en',
    tokenHash: crypto.randomBytes(32).toString('base64url'),
    createdAt: at,
    updatedAt: at,
  }));
}

/** POSTs an urgent announcement; resolves with the ms until DATA_DIR/push-notices.jsonl has its notice for `n` devices. */
async function queueUrgent(base: string, token: string, dataDir: string, n: number) {
  const file = path.join(dataDir, 'push-notices.jsonl');
  const t0 = performance.now();
  const res = await fetch(`${base}/api/announcements`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
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
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const hit = lines.some((l) => l.includes(`"announcementId":"${id}"`) && (JSON.parse(l).n?.to?.length ?? 0) === n);
    if (hit) return round(performance.now() - t0, 0);
    if (performance.now() - t0 > 30_000) throw new Error('the push notice was not queued within 30 s');
    await sleep(10);
  }
}

export async function pushPart(h: NoticeBenchTools) {
  const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-push-'));
  const receiver = await startPushService(makeCertificate(certDir));
  try {
    const server = await h.startServer(
      'push-1000',
      'none',
      (dir) => {
        h.writeCollection(dir, 'announcements', h.announcements(100));
        h.writeCollection(dir, 'pushDevices', devices(1000, receiver.origin));
      },
      {
        ...h.mallocEnv,
        PUBLIC_URL: 'https://academy.test',
        NODE_EXTRA_CA_CERTS: path.join(certDir, 'cert.pem'),
        PUSH_SERVICES: `127.0.0.1:${receiver.port}`,
      },
    );
    try {
      const token = await h.login(server.base);
      const list = `${server.base}/api/announcements`;
      const seconds = Math.min(h.seconds, 5);
      await h.cannon(list, { seconds: 2 }); // warm-up
      const idle = await threeRuns(list, seconds);
      const queued = await queueUrgent(server.base, token, server.dataDir, 1000);
      const before = receiver.received.length;
      const pushing = await threeRuns(list, seconds);
      const during = receiver.received.length - before;
      h.add({
        part: 'Push',
        figure: "Time from an urgent announcement's POST to Web Push's log holding 1,000 devices' deliveries",
        value: `${queued} ms`,
        goal: '< 1 s',
        met: queued < 1000,
      });
      const ratio = round(pushing.p99 / Math.max(idle.p99, 0.001), 2);
      h.add({
        part: 'Push',
        figure: `GET /api/announcements p99 while those pushes go out (PUSH_RATE=50, the default; ${during} pushed during three ${seconds} s runs, receiver on loopback) / idle, median of three runs each: ${pushing.p99} / ${idle.p99} ms (runs ${pushing.p99s.join(', ')} / ${idle.p99s.join(', ')} ms; ${pushing.rps} / ${idle.rps} req/s)`,
        value: `× ${ratio}`,
        goal: '≤ 1.2 × idle',
        met: ratio <= 1.2 && pushing.errors + pushing.non2xx === 0,
        why: 'push-p99',
      });
    } finally {
      await server.stop();
    }
  } finally {
    await receiver.close();
  }
}
