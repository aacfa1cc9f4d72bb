/** Test helpers: a real server on 127.0.0.1:0 with a temporary data folder. */
import { createLogger, type Logger } from '../log/logger';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../server';

export const PASSWORDS = { admin: 'admin-pass-123', photos: 'photos-pass-123', training: 'training-pass-123' };

export type TestServer = RunningServer & {
  dataDir: string;
  req(
    pathname: string,
    init?: RequestInit & { json?: unknown; token?: string | null; cookie?: string },
  ): Promise<Response>;
  login(): Promise<string>;
  pageCookie(page: 'photos' | 'training'): Promise<string>;
  stop(): Promise<void>;
};

export const tempDir = (prefix = 'academy-test-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** name=value pairs of a response's Set-Cookie headers, as a Cookie header. */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');

/** A logger that writes nothing (tests that don't look at the log). */
export const silentLogger = () => createLogger({ format: 'json', silent: true });

/** A logger whose JSON lines are kept, for tests that read what the server logged. */
export function capturedLogger(): { logger: Logger; lines: Record<string, unknown>[]; messages(): string[] } {
  const lines: Record<string, unknown>[] = [];
  const destination = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  return {
    logger: createLogger({ format: 'json', destination }),
    lines,
    messages: () => lines.map((l) => String(l.msg ?? '')),
  };
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    seed: 'none',
    passwords: PASSWORDS,
    logger: silentLogger(),
    logRequests: false,
    ...options,
    dataDir,
  });
  const base = `http://127.0.0.1:${server.port}`;
  let token: string | null = null;
  const req: TestServer['req'] = (pathname, init = {}) => {
    const { json, token: tk, cookie, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) {
      headers.set('Content-Type', 'application/json');
      rest.body = JSON.stringify(json);
    }
    if (tk) headers.set('Authorization', `Bearer ${tk}`);
    if (cookie) headers.set('Cookie', cookie);
    return fetch(base + pathname, { ...rest, headers, redirect: 'manual' });
  };
  return {
    ...server,
    url: base,
    dataDir,
    req,
    async login() {
      if (token) return token;
      const res = await req('/api/admin/login', { method: 'POST', json: { password: PASSWORDS.admin } });
      if (res.status !== 200) throw new Error(`login failed ${res.status}`);
      token = ((await res.json()) as { token: string }).token;
      return token;
    },
    async pageCookie(page) {
      const res = await req('/api/protected/login', { method: 'POST', json: { page, password: PASSWORDS[page] } });
      if (res.status !== 200) throw new Error(`page login failed ${res.status}`);
      return cookiesOf(res);
    },
    async stop() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server as `npm start` runs it (api/main.ts, its own process) on 127.0.0.1:0; resolves once it
 * has logged "listening". `output()` is everything it wrote to stdout and stderr so far.
 */
export function spawnServer(
  dataDir: string,
  env: Record<string, string> = { LOG: 'silent' },
): Promise<{ child: ChildProcess; base: string; output(): string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: path.join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      ADMIN_PASSWORD: PASSWORDS.admin,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /listening url=\S+ port=(\d+)/.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}`, output: () => out });
    });
    child.stderr!.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}
