/**
 * The three floods of the attack pass of 2026-11-28, shared by the stress test
 * (stress/floods.test.ts) and the bench (bench/floods.ts): sign-ups from one IPv6 /64, an urgent
 * notice behind thousands of queued confirmations, sign-in guesses in flight while the
 * administrator signs in. Clients come from the documentation ranges, through a trusted proxy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { API } from '../shared/routes';
import { FORMAT_VERSION } from '../api/storage/formatVersion';
import type { Smtp } from '../api/notices/testSmtp';

export const QUEUED = 2000;
export const FAMILY = 'family@example.com';
const at = (ip: string) => ({ 'X-Forwarded-For': ip });

/** The server's environment for the floods: behind one proxy, real SMTP, the default MAIL_RATE. */
export const floodEnv = (smtpPort: number) => ({
  TRUST_PROXY: '1',
  PUBLIC_URL: 'https://academy.example',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'notices@academy.example',
  MAIL_RATE: '5',
  DIGEST: 'off',
});

/**
 * A data folder as a flood of sign-ups leaves it: `queued` pending subscriptions, each with its
 * confirmation email queued (the sign-up budgets now stop one source long before that; this is
 * many networks' worth), and one confirmed family.
 */
export function floodedFolder(dir: string, queued = QUEUED) {
  const stamp = new Date(Date.now() - 60_000).toISOString();
  const base = {
    programs: ['drumline', 'colorGuard'],
    kinds: ['urgent', 'announcements', 'cancellations', 'digest'],
    lang: 'en',
    createdAt: stamp,
    updatedAt: stamp,
    tokenVersion: 0,
  };
  const subs: object[] = Array.from({ length: queued }, (_, i) => ({
    ...base,
    id: `p${i}`,
    email: `flood${i}@example.org`,
    status: 'pending',
    confirmedAt: null,
    confirmationSentAt: stamp,
  }));
  subs.push({ ...base, id: 'family', email: FAMILY, status: 'active', confirmedAt: stamp, confirmationSentAt: null });
  fs.writeFileSync(path.join(dir, 'subscriptions.json'), JSON.stringify({ version: FORMAT_VERSION, items: subs }));
  const lines = [JSON.stringify({ m: { since: Date.now() - 120_000 } })];
  for (let i = 0; i < queued; i++) {
    const n = { id: `n${i}`, kind: 'confirmation', key: `confirm:p${i}:${stamp}`, title: 'Confirmation' };
    lines.push(JSON.stringify({ n: { ...n, createdAt: stamp, content: { type: 'confirmation' }, to: [`p${i}`] } }));
  }
  fs.writeFileSync(path.join(dir, 'notices.jsonl'), lines.join('\n') + '\n');
}

export const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

/**
 * The sampler's loop, in a worker thread (eval'd CommonJS: no build step under vitest or tsx).
 * It cannot share the event loop of the thread sending the floods: that loop is itself held up
 * for hundreds of ms at a time by 200 answers arriving at once (measured: client-side stalls of
 * 0.9-1 s during the sign-up flood), which then counted as the server's health answer time.
 */
const SAMPLER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const times = [];
const errors = [];
let on = true;
parentPort.on('message', () => (on = false));
(async () => {
  while (on) {
    const t0 = performance.now();
    try {
      // A new connection each time, as a monitor probes: no keep-alive socket for the server to
      // close while this thread is about to reuse it.
      const status = await new Promise((resolve, reject) => {
        const req = http.get(workerData.base + '/api/health', { agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode || 0));
        });
        req.on('error', reject);
      });
      if (status !== 200) errors.push('status ' + status);
    } catch (e) {
      // Counted and reported, as a sample that never answered in time.
      errors.push(String(e));
    }
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  parentPort.postMessage({ times, errors });
})();
`;

/**
 * GET /api/health every 20 ms until stopped, from its own thread (see SAMPLER); resolves with
 * each answer's time in ms. `errors` is filled when stopped.
 */
export function sampleHealth(base: string) {
  const errors: string[] = [];
  const worker = new Worker(SAMPLER, { eval: true, workerData: { base } });
  const done = new Promise<number[]>((resolve, reject) => {
    worker.once('message', (r: { times: number[]; errors: string[] }) => {
      errors.push(...r.errors);
      resolve(r.times);
    });
    worker.once('error', reject);
  });
  let stopped: Promise<number[]> | null = null;
  return {
    errors,
    stop() {
      if (!stopped) {
        worker.postMessage('stop');
        stopped = done.finally(() => worker.terminate());
      }
      return stopped;
    },
  };
}

const post = async (base: string, pathname: string, json: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(base + pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
};

/** 200 sign-ups at once from 200 addresses of one /64, each a +tag of one mailbox: how many were accepted. */
export async function signUpFlood(base: string): Promise<number> {
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      post(base, API.subscriptions, { email: `victim+${i}@example.net` }, at(`2001:db8:1:1::${(i + 1).toString(16)}`)),
    ),
  );
  return answers.filter((a) => a.status === 202).length;
}

/** Posts an urgent announcement; resolves with the ms until the confirmed family has its email. */
export async function urgentBehindQueue(base: string, token: string, smtp: Smtp, timeoutMs = 10_000) {
  const t0 = performance.now();
  const res = await post(
    base,
    API.announcements,
    { title: 'Rehearsal cancelled tonight', content: 'The gym is closed.', date: '2026-11-28', urgent: true },
    { Authorization: `Bearer ${token}` },
  );
  if (res.status !== 201) throw new Error(`urgent announcement: ${res.status}`);
  while (!smtp.to(FAMILY).length) {
    if (performance.now() - t0 > timeoutMs) return null;
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - t0;
}

/**
 * 40 guesses from 40 networks (no budget stops them before the password checks) and 40 from
 * one /64 (the attack pass's shape: refused past 5), with the administrator's sign-in from
 * elsewhere sent right behind them.
 */
export async function adminDuringFlood(base: string, password: string) {
  const guesses = Array.from({ length: 80 }, (_, i) =>
    post(
      base,
      API.adminLogin,
      { password: `guess-${i}` },
      at(i < 40 ? `2001:db8:${(0x100 + i).toString(16)}::1` : `2001:db8:2:1::${(i + 1).toString(16)}`),
    ),
  );
  const t0 = performance.now();
  const admin = await post(base, API.adminLogin, { password }, at('198.51.100.10'));
  const ms = performance.now() - t0;
  const statuses = (await Promise.all(guesses)).map((g) => g.status);
  return { status: admin.status, ms, statuses };
}
