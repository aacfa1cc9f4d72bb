/**
 * Two builds of the server compared where the machine's load cannot tell them apart: both run at
 * once with the same data, each loaded by its own autocannon, and each one's CPU time per request
 * is read from /proc (the bench's 'server CPU per request' method). Rounds alternate which starts
 * first; the median is printed. For a refactor's before/after, e.g. with the old commit checked
 * out and built in another worktree:
 *   node bench/sideBySide.mjs /path/to/old-checkout .   (each with dist/server built)
 * ROUNDS (default 7) and AMOUNT (requests per server per round, default 30000) tune it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [oldRoot, newRoot] = process.argv.slice(2).map((p) => path.resolve(p));
if (!oldRoot || !newRoot) throw new Error('usage: node bench/sideBySide.mjs <old checkout> <new checkout>');
const ROUNDS = Number(process.env.ROUNDS) || 7;
const AMOUNT = Number(process.env.AMOUNT) || 30_000;
const PASSWORD = 'side-by-side-admin-password';
const autocannon = path.join(import.meta.dirname, '../node_modules/autocannon/autocannon.js');

/** utime + stime of a process, in ms (clock ticks of 10 ms on Linux). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A build's server with an empty data folder, the request log on as in production. */
async function start(name, root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `side-${name}-`));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...{ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', NODE_ENV: 'production' },
      ...{ LOG: '', LOG_FORMAT: 'json', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SEED: 'none' },
      ...{ ADMIN_PASSWORD: PASSWORD, PHOTOS_PASSWORD: 'side-photos-password', TRAINING_PASSWORD: 'side-training-pw' },
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening url=\S+ port=(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
      if (out.length > 100_000) out = '';
    });
    child.stderr.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`${name} exited ${code}: ${out}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => (child.kill('SIGTERM'), exited);
  return { name, pid: child.pid, base: `http://127.0.0.1:${port}`, stop, dataDir };
}

/** The same 30 announcements and 30 events in both, through the API. */
async function fill(base) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  const headers = { Authorization: `Bearer ${(await login.json()).token}`, 'Content-Type': 'application/json' };
  const post = async (what, body) => {
    const res = await fetch(`${base}/api/${what}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  };
  for (let i = 0; i < 30; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    await post('announcements', {
      title: `Notice ${i}`,
      content: 'Practice moves to the north gym. '.repeat(8),
      date: `2026-11-${day}`,
    });
    await post('events', {
      title: `Class ${i}`,
      description: 'Bring water.',
      location: 'Main gym',
      category: 'drumline',
      startTime: `2026-11-${day}T18:00:00.000Z`,
      endTime: `2026-11-${day}T19:30:00.000Z`,
    });
  }
}

function load(url, amount) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [autocannon, '-j', '-c', '25', '-a', String(amount), url], {
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    child.on('exit', resolve);
  });
}

const servers = [await start('old', oldRoot), await start('new', newRoot)];
try {
  for (const s of servers) await fill(s.base);
  const paths = { list: '/api/announcements', month: '/api/events?month=11&year=2026', page: '/' };
  for (const [label, p] of Object.entries(paths)) {
    for (const s of servers) await load(s.base + p, AMOUNT / 10); // warm-up
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 ? [...servers].reverse() : servers;
      const before = order.map((s) => cpuMs(s.pid));
      await Promise.all(order.map((s) => load(s.base + p, AMOUNT)));
      rounds.push(Object.fromEntries(order.map((s, i) => [s.name, ((cpuMs(s.pid) - before[i]) * 1000) / AMOUNT])));
    }
    const median = (k) => rounds.map((x) => x[k]).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
    const [o, n] = [median('old'), median('new')];
    console.log(
      `${label} (${p}): µs CPU per request, median of ${ROUNDS}: old ${o.toFixed(1)}, new ${n.toFixed(1)}, new/old ${(n / o).toFixed(2)}`,
    );
  }
} finally {
  for (const s of servers) {
    await s.stop();
    fs.rmSync(s.dataDir, { recursive: true, force: true });
  }
}
