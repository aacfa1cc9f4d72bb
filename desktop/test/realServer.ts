import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../api/server';
import { silentLogger } from '../../api/testing/harness';
import { API } from '../../shared/routes';

export const ADMIN_PASSWORD = 'desktop-test-admin';

/**
 * The real API server (api/server.ts) in this process on 127.0.0.1, with its own data folder.
 * stop() and start() restart it on the same port and data, like a server going away and back.
 */
export async function realServer(opts: { seed?: 'demo' | 'none'; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'desktop-api-'));
  const env = (port: number) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: opts.seed ?? 'none',
    ADMIN_PASSWORD,
    PHOTOS_PASSWORD: 'desktop-test-photos',
    TRAINING_PASSWORD: 'desktop-test-training',
    WEB_DIST: join(dataDir, 'no-web-build'),
    LOG: 'silent',
    ...opts.env,
  });
  let running: RunningServer | null = await startServer({ env: env(0), logger: silentLogger() });
  const port = running.port;
  const url = `http://127.0.0.1:${port}`;
  let token: string | null = null;

  const api = async <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token && !path.endsWith('/login')) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(url + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    url,
    port,
    dataDir,
    api,
    async login(): Promise<string> {
      token ??= (await api<{ token: string }>('POST', API.adminLogin, { password: ADMIN_PASSWORD })).body.token;
      return token;
    },
    async stop() {
      await running?.close();
      running = null;
    },
    async start() {
      running ??= await startServer({ env: env(port), logger: silentLogger() });
    },
  };
}
export type RealServer = Awaited<ReturnType<typeof realServer>>;
