import { API } from '../../shared/routes';
import type { ApiRequest, ApiResponse } from '../../shared/transport';

/** Connection failures before any byte of the request left: the server cannot have received it. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * The same for Electron's net.fetch (Chromium's net_error_list.h, as `net::ERR_…` messages): no
 * route, name or connection (or a firewall refused it); a proxy or tunnel that could not be set up
 * (school networks); a TLS handshake that failed on the certificate or cipher, before the request
 * was written; a request blocked by policy. ERR_TIMED_OUT (a read, or a connect), resets, closes, an empty response and
 * ERR_SSL_PROTOCOL_ERROR (also raised mid-stream) stay in doubt.
 */
const NOT_SENT_NET_ERRORS = new Set([
  'ERR_CONNECTION_REFUSED',
  'ERR_CONNECTION_TIMED_OUT',
  'ERR_CONNECTION_FAILED',
  'ERR_NAME_NOT_RESOLVED',
  'ERR_NAME_RESOLUTION_FAILED',
  'ERR_INTERNET_DISCONNECTED',
  'ERR_ADDRESS_UNREACHABLE',
  'ERR_ADDRESS_INVALID',
  'ERR_NETWORK_ACCESS_DENIED',
  'ERR_PROXY_CONNECTION_FAILED',
  'ERR_TUNNEL_CONNECTION_FAILED',
  'ERR_MANDATORY_PROXY_CONFIGURATION_FAILED',
  'ERR_PROXY_AUTH_UNSUPPORTED',
  'ERR_PROXY_CERTIFICATE_INVALID',
  'ERR_SOCKS_CONNECTION_FAILED',
  'ERR_SOCKS_CONNECTION_HOST_UNREACHABLE',
  'ERR_SSL_VERSION_OR_CIPHER_MISMATCH',
  'ERR_BAD_SSL_CLIENT_AUTH_CERT',
  'ERR_SSL_CLIENT_AUTH_CERT_NEEDED',
  'ERR_BLOCKED_BY_ADMINISTRATOR',
  'ERR_BLOCKED_BY_CLIENT',
]);

/** The Chromium net error a net.fetch rejection names ("net::ERR_CERT_DATE_INVALID"), if any. */
export function chromiumNetError(e: unknown): string | null {
  const message = (e as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? (/^net::(ERR_[A-Z0-9_]+)$/.exec(message)?.[1] ?? null) : null;
}

/**
 * True only when fetch failed while connecting; a reset, a timeout or a closed socket may come
 * after the server got the request. Knows Node's fetch (undici: a TypeError whose cause has a
 * system error code) and Electron's net.fetch (an Error "net::ERR_…").
 */
export function surelyNotSent(e: unknown): boolean {
  const net = chromiumNetError(e);
  // ERR_CERT_*: the server's certificate was refused during the handshake.
  if (net) return NOT_SENT_NET_ERRORS.has(net) || net.startsWith('ERR_CERT_');
  const cause = (e as { cause?: { code?: unknown; errors?: unknown } } | null)?.cause;
  if (!cause) return false;
  if (typeof cause.code === 'string' && NOT_SENT_CODES.has(cause.code)) return true;
  const errors = cause.errors;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every((x) => NOT_SENT_CODES.has((x as { code?: string })?.code ?? ''))
  );
}

/**
 * Electron's net.fetch rejects a redirect it was told not to follow (redirect: 'manual') with this,
 * where Node's fetch returns the 3xx answer: the server did answer.
 */
export const isCancelledRedirect = (e: unknown) => e instanceof Error && e.message === 'Redirect was cancelled';
const REDIRECTED_TEXT =
  'The server answered with a redirect to another address: check the server address (Change server).';

export type ForwarderDeps = {
  serverUrl: string;
  fetch: typeof fetch;
  getTimeoutMs?: number;
  sendTimeoutMs?: number;
};

export type UploadFile = { name: string; type: string; data: Uint8Array };

/**
 * Requests to the academy server as they are: no cache, no queue. Each call throws when no
 * answer came, and leaves to the caller what that means; any answer, a 4xx or 5xx included, is
 * returned. Redirects are not followed, so a request never lands on another host.
 */
export function createForwarder(deps: ForwarderDeps) {
  const { serverUrl } = deps;
  const getTimeout = deps.getTimeoutMs ?? 20_000;
  const sendTimeout = deps.sendTimeoutMs ?? 60_000;
  /** deps.fetch, with net.fetch's cancelled redirect made the 3xx answer Node's fetch gives (its code unknown: 300). */
  const manual = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await deps.fetch(url, { ...init, redirect: 'manual' });
    } catch (e) {
      if (!isCancelledRedirect(e)) throw e;
      return new Response(JSON.stringify({ message: REDIRECTED_TEXT }), { status: 300, statusText: 'Redirected' });
    }
  };
  const answer = async (res: Response): Promise<ApiResponse> => ({
    status: res.status,
    statusText: res.statusText,
    ok: res.ok,
    body: await res.text(),
  });

  return {
    serverUrl,
    async send(req: ApiRequest): Promise<ApiResponse> {
      const res = await manual(serverUrl + req.path, {
        method: req.method,
        headers: req.headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        signal: AbortSignal.timeout(req.method === 'GET' ? getTimeout : sendTimeout),
      });
      return answer(res);
    },
    async upload(file: UploadFile, token: string | null): Promise<ApiResponse> {
      const form = new FormData();
      const type = file.type || 'application/octet-stream';
      form.append('image', new Blob([file.data as Uint8Array<ArrayBuffer>], { type }), file.name);
      const res = await manual(serverUrl + API.uploadImage, {
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        body: form,
        signal: AbortSignal.timeout(sendTimeout),
      });
      return answer(res);
    },
    /** Whether the server answers its health check; a 5xx is a proxy in front of a stopped server. */
    async healthy(): Promise<boolean> {
      try {
        const res = await manual(serverUrl + API.health, { signal: AbortSignal.timeout(5000) });
        await res.body?.cancel();
        return res.status < 500;
      } catch {
        return false;
      }
    },
  };
}

export type Forwarder = ReturnType<typeof createForwarder>;
