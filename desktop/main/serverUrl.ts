import type { HealthReport } from '../../shared/api';
import { API } from '../../shared/routes';
import { chromiumNetError, isCancelledRedirect } from './forward';

/**
 * localhost, 127.0.0.0/8 or ::1 (as URL.hostname gives them): the only hosts plain http:// is
 * taken for, since nothing sent to them crosses a network.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return v4 !== null && v4[1] === '127' && v4.slice(2).every((n) => Number(n) <= 255);
}

/**
 * The server address as the app stores it: an http(s) origin with no path, query or credentials
 * ("academy.example.org" becomes "https://academy.example.org"). Plain http only on this
 * computer: the password and the session token would otherwise cross the network in clear.
 */
export function normalizeServerUrl(input: string): string {
  let text = input.trim();
  if (!text) throw new Error('Enter the address of the academy server');
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text))
    text = `${/^(localhost|127\.|\[::1\])/i.test(text) ? 'http' : 'https'}://${text}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`"${input.trim()}" is not a web address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('The address must start with http:// or https://');
  if (url.username || url.password) throw new Error('The address must not contain a user name or password');
  if (url.pathname !== '/' && url.pathname !== '') throw new Error('Enter the site address only, without a path');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    throw new Error(
      `Use https://${url.host}: over http:// the password and session would travel unencrypted (http:// is only for a server on this computer)`,
    );
  return url.origin;
}

export type ServerCheck = { ok: true; serverUrl: string } | { ok: false; message: string };

/** What to say about a redirect from `serverUrl` to `location` (null when the answer did not say where). */
function redirectMessage(serverUrl: string, location: string | null): string {
  let target: URL | null;
  try {
    target = location ? new URL(location, serverUrl) : null;
  } catch {
    target = null;
  }
  if (!target) return `${serverUrl} redirects to another address: enter the https:// address of the site.`;
  const from = new URL(serverUrl);
  if (from.protocol === 'http:' && target.protocol === 'https:' && target.hostname === from.hostname)
    return `${serverUrl} redirects to ${target.origin}: enter the https:// address.`;
  return `${serverUrl} redirects to ${target.origin}: enter that address instead.`;
}

/**
 * The address is accepted only when an academy server answers its health check there. A redirect
 * is never followed (the session would go to wherever it points): it is reported, with where to.
 */
export async function checkServer(
  input: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 8000,
): Promise<ServerCheck> {
  let serverUrl: string;
  try {
    serverUrl = normalizeServerUrl(input);
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
  let res: Response;
  try {
    res = await fetchImpl(serverUrl + API.health, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
  } catch (e) {
    // Node's fetch gives a redirect's answer (below); Electron's net.fetch rejects instead.
    if (isCancelledRedirect(e)) return { ok: false, message: redirectMessage(serverUrl, null) };
    return { ok: false, message: `Could not reach ${serverUrl}: ${describeNetworkError(e)}` };
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    return { ok: false, message: redirectMessage(serverUrl, res.headers.get('location')) };
  }
  let body: Partial<HealthReport> | null;
  try {
    body = (await res.json()) as Partial<HealthReport>;
  } catch {
    body = null;
  }
  if (!res.ok || !body || typeof body.ok !== 'boolean') {
    return { ok: false, message: `${serverUrl} answered (${res.status}) but is not an academy server` };
  }
  return { ok: true, serverUrl };
}

/** Why a request got no answer, in words where net.fetch's error name alone would puzzle (school networks). */
export function describeNetworkError(e: unknown): string {
  const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return 'no answer in time';
  const net = chromiumNetError(e);
  if (net) {
    const why = net.startsWith('ERR_CERT_')
      ? 'this computer does not trust the server’s certificate'
      : /^ERR_(PROXY|TUNNEL|MANDATORY_PROXY|SOCKS)_/.test(net)
        ? 'the network’s proxy could not be reached'
        : net === 'ERR_NAME_NOT_RESOLVED'
          ? 'no server has that name'
          : null;
    return why ? `${why} (net::${net})` : `net::${net}`;
  }
  return err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(e);
}
