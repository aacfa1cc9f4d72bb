/**
 * Test helpers: a real server on 127.0.0.1:0 with a temporary data folder, in this process
 * (startTestServer, restartable on the same folder) or as `npm start` runs it (spawnServer);
 * one set of passwords and one client for both (requests, the owner's sign-in).
 */
import { createLogger, type Logger } from '../log/logger';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMailConfig, type MailConfig } from '../config';
import { API } from '../../shared/routes';
import { startServer, type RunningServer, type StartOptions } from '../server';
import { TEMP_ROOT_ENV } from './tempRoot';

export const PASSWORDS = { admin: 'admin-pass-123', photos: 'photos-pass-123', training: 'training-pass-123' };

export type RequestOptions = RequestInit & { json?: unknown; token?: string | null; cookie?: string };

/** Requests to one server, and the owner's sign-in (once, then its token). */
export type Client = {
  url: string;
  req(pathname: string, init?: RequestOptions): Promise<Response>;
  /** The owner's bearer token (newSession(), once). */
  login(): Promise<string>;
  /** A new session of the owner (POST /api/admin/login with PASSWORDS.admin): its token. */
  newSession(): Promise<string>;
  /** req() as the signed-in owner. */
  signedIn(pathname: string, init?: Omit<RequestOptions, 'token'>): Promise<Response>;
  /** The Cookie header of a member page's sign-in. */
  pageCookie(page: 'photos' | 'training'): Promise<string>;
};

export type TestServer = RunningServer &
  Client & {
    dataDir: string;
    /** Closes and removes the data folder. */
    stop(): Promise<void>;
    /** Closes (when running) and starts again on the same data folder with the same options. */
    restart(options?: StartOptions): Promise<TestServer>;
  };

/** A new folder in this run's temp folder (tempRoot.ts, removed when the run ends), else in the system's. */
export const tempDir = (prefix = 'academy-test-') =>
  fs.mkdtempSync(path.join(process.env[TEMP_ROOT_ENV] ?? os.tmpdir(), prefix));

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

/**
 * Notices by email to a test SMTP server (notices/testSmtp.ts) on this port, as SMTP_URL and
 * MAIL_FROM configure them, with retries quick enough for a test.
 */
export const smtpMail = (port: number, extra: Partial<MailConfig> = {}): MailConfig => ({
  ...readMailConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'notices@academy.test', MAIL_RATE: '100' })!,
  retryBaseMs: 100,
  retryMaxMs: 400,
  ...extra,
});

export function client(url: string): Client {
  let token: string | null = null;
  const req: Client['req'] = (pathname, init = {}) => {
    const { json, token: tk, cookie, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) {
      headers.set('Content-Type', 'application/json');
      rest.body = JSON.stringify(json);
    }
    if (tk) headers.set('Authorization', `Bearer ${tk}`);
    if (cookie) headers.set('Cookie', cookie);
    return fetch(url + pathname, { ...rest, headers, redirect: 'manual' });
  };
  const newSession = async () => {
    const res = await req(API.adminLogin, { method: 'POST', json: { password: PASSWORDS.admin } });
    if (res.status !== 200) throw new Error(`login failed ${res.status}`);
    return ((await res.json()) as { token: string }).token;
  };
  const login = async () => (token ??= await newSession());
  return {
    url,
    req,
    login,
    newSession,
    signedIn: async (pathname, init = {}) => req(pathname, { ...init, token: await login() }),
    async pageCookie(page) {
      const res = await req(API.pageLogin, { method: 'POST', json: { page, password: PASSWORDS[page] } });
      if (res.status !== 200) throw new Error(`page login failed ${res.status}`);
      return cookiesOf(res);
    },
  };
}

/**
 * The environment `npm start` reads, for a test server on 127.0.0.1:0: the data folder, no
 * seed, silent, PASSWORDS (what production reads from its env file), then `env`.
 */
export const serverEnv = (dataDir: string, env: Record<string, string> = {}): Record<string, string> => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED: 'none',
  LOG: 'silent',
  ADMIN_PASSWORD: PASSWORDS.admin,
  PHOTOS_PASSWORD: PASSWORDS.photos,
  TRAINING_PASSWORD: PASSWORDS.training,
  ...env,
});

/**
 * The server in this process. With `env`, configured by serverEnv(dataDir, env) alone, as
 * production reads its variables; otherwise by the options over test defaults.
 */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? options.env?.DATA_DIR ?? tempDir();
  const server = options.env
    ? await startServer({
        logger: silentLogger(),
        logRequests: false,
        ...options,
        env: serverEnv(dataDir, options.env as Record<string, string>),
      })
    : await startServer({
        host: '127.0.0.1',
        port: 0,
        seed: 'none',
        passwords: PASSWORDS,
        logger: silentLogger(),
        logRequests: false,
        ...options,
        dataDir,
      });
  const http = client(`http://127.0.0.1:${server.port}`);
  return {
    ...server,
    ...http,
    dataDir,
    async stop() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async restart(changes = {}) {
      await server.close();
      const env = options.env && { ...options.env, DATA_DIR: dataDir };
      return startTestServer({ ...options, ...changes, ...(env ? { env } : { dataDir }) });
    },
  };
}

export type SpawnedServer = Client & {
  child: ChildProcess;
  /** = url */
  base: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
};

/**
 * The server as `npm start` runs it (api/main.ts, its own process) with serverEnv(dataDir, env);
 * resolves once it has logged "listening".
 */
export function spawnServer(dataDir: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: path.join(import.meta.dirname, '../..'),
    env: { ...process.env, ...serverEnv(dataDir, env) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /listening url=\S+ port=(\d+)/.exec(out);
      if (!m) return;
      const base = `http://127.0.0.1:${m[1]}`;
      resolve({
        ...client(base),
        child,
        base,
        output: () => out,
        stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          return exited;
        },
      });
    });
    child.stderr!.on('data', (d) => (out += d));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}
