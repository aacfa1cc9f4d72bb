/**
 * Helpers of the stress suite: the server in its own process (so a SIGKILL, a full disk or a
 * load run hits a real server, not the test runner), its memory, raw HTTP, tmpfs mounts.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '..');
export const PASSWORDS = {
  admin: 'stress-admin-password',
  photos: 'stress-photos-password',
  training: 'stress-training-password',
};

function newestMtime(dir: string): number {
  let max = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) max = Math.max(max, newestMtime(p));
    else if (!e.name.endsWith('.test.ts')) max = Math.max(max, fs.statSync(p).mtimeMs);
  }
  return max;
}

/**
 * The server bundle built by stress/globalSetup.ts from the current sources (starts in ~0.3 s),
 * else the sources via tsx.
 */
export function serverCommand(): string[] {
  const bundle = process.env.STRESS_SERVER_BUNDLE ?? path.join(ROOT, 'dist/stress-server/main.js');
  if (
    fs.existsSync(bundle) &&
    fs.statSync(bundle).mtimeMs >= Math.max(newestMtime(path.join(ROOT, 'api')), newestMtime(path.join(ROOT, 'shared')))
  )
    return [bundle];
  return ['--import', 'tsx', path.join(ROOT, 'api/main.ts')];
}

export type Spawned = {
  child: ChildProcess;
  base: string;
  port: number;
  output(): string;
  alive(): boolean;
  rssMB(): number;
  kill(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<number | null>;
};

const serverEnv = (dataDir: string, env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED: 'none',
  LOG: 'silent',
  // CI runs the faults file while the build rewrites web/dist (.ci/run): it points this at no site.
  WEB_DIST: process.env.STRESS_WEB_DIST || path.join(ROOT, 'web/dist'),
  ADMIN_PASSWORD: PASSWORDS.admin,
  PHOTOS_PASSWORD: PASSWORDS.photos,
  TRAINING_PASSWORD: PASSWORDS.training,
  ...env,
});

/** Waits for the "listening" line of a started server. */
function whenListening(child: ChildProcess, out: { text: string }): Promise<Spawned> {
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return new Promise((resolve, reject) => {
    let resolved = false;
    child.stdout!.on('data', () => {
      const m = /listening url=\S+ port=(\d+)/.exec(out.text);
      if (!m || resolved) return;
      resolved = true;
      const port = Number(m[1]);
      resolve({
        child,
        port,
        base: `http://127.0.0.1:${port}`,
        output: () => out.text,
        alive: () => child.exitCode === null && child.signalCode === null,
        rssMB: () => rssMB(child.pid!),
        async kill(signal = 'SIGKILL') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    });
    child.once('exit', (code) => {
      if (!resolved) reject(new Error(`server exited ${code}: ${out.text}`));
    });
  });
}

function collect(child: ChildProcess) {
  const out = { text: '' };
  child.stdout!.on('data', (d) => (out.text += d));
  child.stderr!.on('data', (d) => (out.text += d));
  return out;
}

/** Starts the server in its own process and waits until it listens. */
export function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  command = serverCommand(),
): Promise<Spawned> {
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: serverEnv(dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return whenListening(child, collect(child));
}

/**
 * A server process with its dependencies loaded, waiting for start(). Falls back to a plain
 * spawn when there is no bundle (tsx).
 */
export async function warmServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ start(): Promise<Spawned>; discard(): void }> {
  const command = serverCommand();
  if (command[0] === '--import') return { start: () => spawnServer(dataDir, env, command), discard() {} };
  const child = spawn(process.execPath, [path.join(ROOT, 'stress/warm-start.mjs'), command[0]], {
    cwd: ROOT,
    env: serverEnv(dataDir, env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const out = collect(child);
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (out.text.includes('warm\n')) {
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`warm server exited ${code}: ${out.text}`)));
  });
  return {
    start() {
      const listening = whenListening(child, out);
      child.stdin!.end('go\n');
      return listening;
    },
    discard() {
      child.kill('SIGKILL');
    },
  };
}

/** Resident memory of a process, from /proc. */
export function rssMB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export async function api(
  base: string,
  method: string,
  pathname: string,
  opts: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.json !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  const res = await fetch(base + pathname, {
    method,
    headers,
    body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body, text };
}

export async function login(base: string): Promise<string> {
  const r = await api(base, 'POST', '/api/admin/login', { json: { password: PASSWORDS.admin } });
  if (r.status !== 200) throw new Error(`login ${r.status} ${r.text}`);
  return r.body.token;
}

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer; error?: string };

/**
 * One request written byte for byte on a socket (fetch would normalise the path, refuse odd
 * headers, or fix the framing). Reads until the server closes or the timeout.
 */
export function raw(port: number, request: string | Buffer, timeoutMs = 5000): Promise<RawResponse> {
  return new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = (error?: string) => {
      clearTimeout(timer);
      sock.destroy();
      let all = Buffer.concat(chunks);
      // Skip interim responses (100 Continue).
      while (/^HTTP\/1\.[01] 1\d\d/.test(all.subarray(0, 12).toString('latin1')) && all.indexOf('\r\n\r\n') >= 0)
        all = all.subarray(all.indexOf('\r\n\r\n') + 4);
      const headEnd = all.indexOf('\r\n\r\n');
      const head = (headEnd >= 0 ? all.subarray(0, headEnd) : all).toString('latin1');
      const [statusLine, ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(':');
        if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({
        status,
        headers,
        body: headEnd >= 0 ? all.subarray(headEnd + 4) : Buffer.alloc(0),
        error: status ? undefined : (error ?? 'no response'),
      });
    };
    const timer = setTimeout(() => done('timeout'), timeoutMs);
    sock.on('data', (d) => {
      chunks.push(d);
      // A complete response with Content-Length: stop without waiting for the close.
      const all = Buffer.concat(chunks);
      const headEnd = all.indexOf('\r\n\r\n');
      if (headEnd >= 0) {
        const len = /\r\ncontent-length:\s*(\d+)/i.exec(all.subarray(0, headEnd).toString('latin1'));
        if (len && all.length >= headEnd + 4 + Number(len[1])) done();
      }
    });
    sock.on('end', () => done());
    sock.on('error', (e) => done(e.message));
    sock.write(request);
  });
}

/** Mounts a tmpfs (root only); returns an error message when not permitted. */
export function mountTmpfs(dir: string, sizeKB: number): string | null {
  try {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKB}k`, 'tmpfs', dir], { stdio: 'pipe' });
    return null;
  } catch (e: any) {
    return String(e.stderr || e.message).trim();
  }
}
export function remount(dir: string, mode: 'ro' | 'rw') {
  execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'pipe' });
}
export function unmount(dir: string) {
  try {
    execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
  } catch {
    /* already gone */
  }
}

/** Whether this machine lets the suite mount a tmpfs (root in a privileged container). */
export function canMount(): { ok: boolean; why: string } {
  const dir = tempDir('stress-mountcheck-');
  const err = mountTmpfs(dir, 64);
  if (!err) unmount(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  return err ? { ok: false, why: err } : { ok: true, why: '' };
}

/** Every *.json file of a folder parses; returns their parsed content by name. */
export function readDataFiles(dir: string): Record<string, any> {
  const out: Record<string, any> = {};
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
    out[f] = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  // Contact messages live in one file per month; each is checked, and all of them are also
  // given together under the collection's old one-file name.
  const months = path.join(dir, 'contactMessages');
  if (fs.existsSync(months) && !out['contactMessages.json']) {
    const items: unknown[] = [];
    for (const f of fs.readdirSync(months).filter((f) => f.endsWith('.json'))) {
      const doc = JSON.parse(fs.readFileSync(path.join(months, f), 'utf8'));
      out[`contactMessages/${f}`] = doc;
      items.push(...doc.items);
    }
    out['contactMessages.json'] = { version: 1, items };
  }
  return out;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
