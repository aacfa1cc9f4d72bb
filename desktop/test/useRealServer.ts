import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ApiRequest, ConnectionStatus } from '../../shared/transport';
import { OfflineCache } from '../main/cache';
import { createHttpClient } from '../main/http';
import { EditQueue } from '../main/queue';
import { realServer, type RealServer } from './realServer';
import { tempDir } from './tmp';

/**
 * The real server (realServer.ts) for the enclosing describe block: started, and signed in unless
 * `login: false`, before its tests; stopped and its data folder removed after them. `server` and
 * `token` are read once the tests run; `req` and `client` build what the tests send through.
 */
export function useRealServer(opts: { login?: boolean; env?: Record<string, string> } = {}) {
  let server: RealServer | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    server = await realServer({ env: opts.env });
    if (opts.login !== false) token = await server.login();
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  const suite = {
    get server(): RealServer {
      if (!server) throw new Error('useRealServer: the server is started in beforeAll');
      return server;
    },
    get token(): string {
      if (token === undefined) throw new Error('useRealServer: no token (login: false, or read before beforeAll)');
      return token;
    },
    /** A request as the renderer sends it, with the admin token. */
    req: (method: ApiRequest['method'], path: string, body?: unknown): ApiRequest => ({
      method,
      path,
      body,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${suite.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    }),
    /** The main-process http client on a queue and offline cache in `dir`, recording the statuses it reports. */
    async client(dir = tempDir(), deps: { fetch?: typeof fetch; getToken?: () => Promise<string | null> } = {}) {
      const cache = new OfflineCache(join(dir, 'cache'));
      const queue = await EditQueue.open(dir);
      const http = createHttpClient({
        serverUrl: suite.server.url,
        fetch: deps.fetch ?? fetch,
        cache,
        queue,
        getToken: deps.getToken ?? (async () => suite.token),
      });
      const statuses: ConnectionStatus[] = [];
      http.subscribe((s) => statuses.push(s));
      return { http, cache, queue, statuses, dir };
    },
  };
  return suite;
}
