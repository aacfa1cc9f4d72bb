/**
 * Requests sent at once, timed from their own thread over connections opened beforehand (the
 * enrollment race, bench/enrollment.ts), and a wait for a server at rest before measuring.
 *
 * Why not 200 fetch() calls from the bench's own thread: undici spends ~1 ms of that thread per
 * call, so the last request left 90-490 ms after the first (measured at load averages 10-15), and
 * the answers then queued behind each other in the same thread. The server's own trace showed the
 * requests arriving over 140-190 ms and being answered a median 550 ms after arrival while the
 * bench counted 700-1,200 ms. Here each request is written on its own open keep-alive
 * connection in one loop (the way a reverse proxy such as deploy/Caddyfile's holds pooled
 * connections to the server) and timed from that write to its last byte, in a thread that does
 * nothing else.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';

export type BurstCall = { path: string; body: unknown };
export type BurstAnswer = { status: number; ms: number; body: string };

const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const { port, calls } = workerData;
/** One answer at a time per socket: its head, then Content-Length bytes of body. */
function reader(s) {
  let data = Buffer.alloc(0);
  let waiting = null;
  const check = () => {
    const end = data.indexOf('\\r\\n\\r\\n');
    if (end < 0 || !waiting) return;
    const head = data.subarray(0, end).toString('latin1');
    const length = Number(/\\r\\ncontent-length: *(\\d+)/i.exec(head)?.[1] ?? NaN);
    if (!(data.length >= end + 4 + length)) return;
    const body = data.subarray(end + 4, end + 4 + length).toString('utf8');
    data = data.subarray(end + 4 + length);
    const w = waiting;
    waiting = null;
    w({ status: Number(head.split(' ')[1]), body });
  };
  s.on('data', (d) => {
    data = Buffer.concat([data, d]);
    check();
  });
  return () => new Promise((resolve) => ((waiting = resolve), check()));
}
const connect = () =>
  new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => resolve(s));
    s.setNoDelay(true);
    s.once('error', reject);
  });
const request = (method, path, body) => {
  const b = Buffer.from(body === undefined ? '' : JSON.stringify(body));
  return Buffer.concat([
    Buffer.from(method + ' ' + path + ' HTTP/1.1\\r\\nHost: 127.0.0.1:' + port +
      (body === undefined ? '' : '\\r\\nContent-Type: application/json') + '\\r\\nContent-Length: ' + b.length + '\\r\\n\\r\\n'),
    b,
  ]);
};
(async () => {
  const sockets = [];
  for (let i = 0; i < calls.length; i += 50) sockets.push(...(await Promise.all(calls.slice(i, i + 50).map(connect))));
  const next = sockets.map(reader);
  // One request on each connection first: the server has accepted and used every one of them.
  for (const s of sockets) s.write(request('GET', '/api/health'));
  await Promise.all(next.map((n) => n()));
  const requests = calls.map((c) => request('POST', c.path, c.body));
  const starts = [];
  const answers = sockets.map((s, i) =>
    next[i]().then((a) => {
      s.end();
      return { ...a, ms: performance.now() - starts[i] };
    }),
  );
  for (let i = 0; i < sockets.length; i++) {
    starts[i] = performance.now();
    sockets[i].write(requests[i]);
  }
  parentPort.postMessage(await Promise.all(answers));
})().catch((e) => parentPort.postMessage({ error: String(e) }));
`;

/**
 * Sends each call (a JSON POST) at once, each on its own connection opened and used once
 * beforehand (GET /api/health); resolves
 * with each answer (status, ms from its write to its last byte, body) in the calls' order.
 * Answers must carry a Content-Length (the API's JSON answers do).
 */
export function burst(base: string, calls: BurstCall[]): Promise<BurstAnswer[]> {
  const port = Number(new URL(base).port);
  const worker = new Worker(CLIENT, { eval: true, workerData: { port, calls } });
  return new Promise<BurstAnswer[]>((resolve, reject) => {
    worker.once('message', (m: BurstAnswer[] | { error: string }) =>
      'error' in m ? reject(new Error(m.error)) : resolve(m),
    );
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/**
 * CPU time (user + system, ms) a process has used, every thread included (libuv's pool too); with
 * `mainThread`, only its first thread's (a Node process's event loop).
 */
export function cpuMs(pid: number, mainThread = false) {
  const file = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
  const fields = fs.readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/**
 * Waits until the process uses less than `share` of a core over `windowMs` (or `maxMs` have
 * passed): a server that has run for a while has finished its start-up work (the web files'
 * background compression takes 3 s of CPU, 7 s and more on a busy machine), which would
 * otherwise be measured as the burst's. Returns the ms waited.
 */
export async function atRest(pid: number, share = 0.1, windowMs = 500, maxMs = 30_000): Promise<number> {
  const t0 = performance.now();
  let before = cpuMs(pid);
  while (performance.now() - t0 < maxMs) {
    await new Promise((r) => setTimeout(r, windowMs));
    const now = cpuMs(pid);
    if (now - before < share * windowMs) break;
    before = now;
  }
  return Math.round(performance.now() - t0);
}
