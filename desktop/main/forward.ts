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
 * True only when fetch failed while connecting; a reset, a timeout or a closed socket may come
 * after the server got the request.
 */
export function surelyNotSent(e: unknown): boolean {
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
  const answer = async (res: Response): Promise<ApiResponse> => ({
    status: res.status,
    statusText: res.statusText,
    ok: res.ok,
    body: await res.text(),
  });

  return {
    serverUrl,
    async send(req: ApiRequest): Promise<ApiResponse> {
      const res = await deps.fetch(serverUrl + req.path, {
        method: req.method,
        headers: req.headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(req.method === 'GET' ? getTimeout : sendTimeout),
      });
      return answer(res);
    },
    async upload(file: UploadFile, token: string | null): Promise<ApiResponse> {
      const form = new FormData();
      const type = file.type || 'application/octet-stream';
      form.append('image', new Blob([file.data as Uint8Array<ArrayBuffer>], { type }), file.name);
      const res = await deps.fetch(serverUrl + API.uploadImage, {
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        body: form,
        redirect: 'manual',
        signal: AbortSignal.timeout(sendTimeout),
      });
      return answer(res);
    },
    /** Whether the server answers its health check; a 5xx is a proxy in front of a stopped server. */
    async healthy(): Promise<boolean> {
      try {
        const res = await deps.fetch(serverUrl + API.health, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
        await res.body?.cancel();
        return res.status < 500;
      } catch {
        return false;
      }
    },
  };
}

export type Forwarder = ReturnType<typeof createForwarder>;
