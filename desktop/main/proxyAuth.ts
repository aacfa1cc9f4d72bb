/**
 * A school's proxy that asks for a user name and password. Chromium asks the app through
 * app 'login' (the window), the updater's 'login' (electron-updater's requests) and a ClientRequest's
 * 'login'; net.fetch, which the main process uses for the server, cancels such a question. So a
 * net.fetch that met a proxy asking for credentials is retried once after a net.request whose
 * 'login' is answered (Chromium then keeps the credentials for the session). The question itself
 * is a native window (index.ts), injected here as `ask`, so this logic runs without Electron.
 */
export type ProxyInfo = { isProxy: boolean; scheme: string; host: string; port: number; realm: string };
export type Credentials = { username: string; password: string };
/** Electron's login callback: no arguments cancels. */
export type LoginCallback = (username?: string, password?: string) => void;

export type ProxyAuthDeps = {
  /** Shows the question; null when cancelled. `retry`: the last answer for this proxy was refused. */
  ask(info: ProxyInfo, retry: boolean): Promise<Credentials | null>;
  log(line: string): void;
  now?: () => number;
};

/** After a Cancel, the same proxy is not asked again for this long (every request would ask otherwise). */
export const CANCEL_QUIET_MS = 60_000;

export function createProxyAuth(deps: ProxyAuthDeps) {
  const now = deps.now ?? Date.now;
  /** One question at a time per proxy; requests meanwhile get the same answer. */
  const asking = new Map<string, Promise<Credentials | null>>();
  const answered = new Set<string>();
  const cancelledAt = new Map<string, number>();

  function onLogin(info: ProxyInfo, callback: LoginCallback): boolean {
    if (!info.isProxy) return false;
    const key = `${info.host}:${info.port}`;
    const quiet = cancelledAt.get(key);
    if (quiet !== undefined && now() - quiet < CANCEL_QUIET_MS) {
      callback();
      return true;
    }
    let question = asking.get(key);
    if (!question) {
      // Asked again after an answer: Chromium refused it (wrong password).
      const retry = answered.has(key);
      question = deps.ask(info, retry).finally(() => asking.delete(key));
      asking.set(key, question);
      deps.log(`proxy ${key} asked for credentials${retry ? ' again' : ''}`);
    }
    void question.then(
      (c) => {
        if (c && c.username) {
          answered.add(key);
          callback(c.username, c.password);
        } else {
          cancelledAt.set(key, now());
          callback();
        }
      },
      () => callback(),
    );
    return true;
  }
  return { onLogin };
}

/** What a failed net.fetch looks like when a proxy asked for credentials and nobody answered. */
const PROXY_AUTH_ERRORS = /^net::(ERR_PROXY_AUTH_REQUESTED|ERR_TUNNEL_CONNECTION_FAILED|ERR_PROXY_AUTH_UNSUPPORTED)$/;
export const mayBeProxyAuth = (e: unknown) => e instanceof Error && PROXY_AUTH_ERRORS.test(e.message);

/**
 * fetch (net.fetch) that, when a proxy asked for credentials (a 407, or the errors above), lets
 * `prime` (a net.request whose 'login' goes to onLogin) get them once, then tries again. Requests
 * failing at the same time share one prime.
 */
export function withProxyAuth(fetchFn: typeof fetch, prime: (url: string) => Promise<boolean>): typeof fetch {
  let priming: Promise<boolean> | null = null;
  const primeOnce = (url: string) => (priming ??= prime(url).finally(() => (priming = null)));
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    let res: Response;
    try {
      res = await fetchFn(input, init);
    } catch (e) {
      if (!mayBeProxyAuth(e) || !(await primeOnce(url).catch(() => false))) throw e;
      return fetchFn(input, init);
    }
    if (res.status !== 407 || !(await primeOnce(url).catch(() => false))) return res;
    await res.body?.cancel();
    return fetchFn(input, init);
  }) as typeof fetch;
}
