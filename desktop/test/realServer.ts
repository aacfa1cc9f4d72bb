import { join } from 'node:path';
import { client, startTestServer, tempDir, type TestServer } from '../../api/testing/harness';

/** The passwords it starts with (the one set of api/testing/harness.ts), for tests in desktop/main. */
export { PASSWORDS } from '../../api/testing/harness';

/**
 * The real API server (api/testing/harness.ts: configured by its environment, as production) in
 * this process on 127.0.0.1, with its own data folder. stop() and start() restart it on the same
 * port and data, like a server going away and back.
 */
export async function realServer(opts: { seed?: 'demo' | 'none'; env?: Record<string, string> } = {}) {
  const dataDir = tempDir('desktop-api-');
  const env = { DATA_DIR: dataDir, SEED: opts.seed ?? 'none', WEB_DIST: join(dataDir, 'no-web-build'), ...opts.env };
  const first = await startTestServer({ env });
  let running: TestServer | null = first;
  let stopped: TestServer = first;
  const { port, url } = first;
  // One client across restarts: the admin session outlives them, as it does for the app.
  const http = client(url);
  let token: string | null = null;

  const api = async <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const res = await http.req(path, { method, json: body, token: path.endsWith('/login') ? null : token });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    url,
    port,
    dataDir,
    api,
    async login(): Promise<string> {
      token ??= await http.login();
      return token;
    },
    async stop() {
      if (running) stopped = running;
      await running?.close();
      running = null;
    },
    async start() {
      running ??= await stopped.restart({ port });
    },
  };
}
export type RealServer = Awaited<ReturnType<typeof realServer>>;
