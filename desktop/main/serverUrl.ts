import type { HealthReport } from '../../shared/api';
import { API } from '../../shared/routes';

/**
 * The server address as the app stores it: an http(s) origin with no path, query or credentials
 * ("academy.example.org" becomes "https://academy.example.org").
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
  return url.origin;
}

export type ServerCheck = { ok: true; serverUrl: string } | { ok: false; message: string };

/** The address is accepted only when an academy server answers its health check there. */
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
    res = await fetchImpl(serverUrl + API.health, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (e) {
    return { ok: false, message: `Could not reach ${serverUrl}: ${describeNetworkError(e)}` };
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

export function describeNetworkError(e: unknown): string {
  const err = e as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError') return 'no answer in time';
  return err?.cause?.code ?? err?.cause?.message ?? err?.message ?? String(e);
}
