import type { ApiErrorBody } from '@shared/api';
import type { HttpMethod, Transport } from '@shared/transport';

/**
 * The one HTTP client of the web app and the desktop renderer (docs/product.md#http-client).
 * How bytes travel is a Transport: fetch in the browser, IPC to the main process
 * in the desktop app (which caches and queues for offline use).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ApiErrorBody> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const fetchTransport =
  (baseUrl = ''): Transport =>
  async ({ method, path, body, headers }) => {
    const res = await fetch(baseUrl + path, {
      method,
      headers,
      credentials: 'include',
      cache: method === 'GET' ? 'no-cache' : undefined,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, statusText: res.statusText, ok: res.ok, body: await res.text() };
  };

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;
export function createApiClient(transport: Transport, getToken: () => string | null) {
  async function call<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    opts: { nullOn401?: boolean; ifMatch?: number } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // The version the change was made on: the server answers 412 when the record moved on since.
    if (opts.ifMatch !== undefined) headers['If-Match'] = `"${opts.ifMatch}"`;
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await transport({ method, path, body, headers });
    if (res.status === 401 && opts.nullOn401) return null as T;
    if (!res.ok) {
      const parsed = parseJson(res.body) as Partial<ApiErrorBody>;
      const detail = typeof parsed.message === 'string' ? parsed.message : res.body || res.statusText;
      throw new ApiError(res.status, `${res.status}: ${detail}`, parsed);
    }
    return (res.status === 204 ? {} : parseJson(res.body)) as T;
  }
  return {
    get: <T>(path: string, opts?: { nullOn401?: boolean }) => call<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts?: { ifMatch?: number }) => call<T>('POST', path, body ?? {}, opts),
    put: <T>(path: string, body: unknown, opts?: { ifMatch?: number }) => call<T>('PUT', path, body, opts),
    patch: <T>(path: string, body: unknown) => call<T>('PATCH', path, body),
    /** `body`: the few deletes that carry one (turning the second factor off takes a code). */
    del: (path: string, opts?: { ifMatch?: number; body?: unknown }) => call<unknown>('DELETE', path, opts?.body, opts),
  };
}

/** The server's message without the '{status}: ' prefix, for toasts that add their own words. */
export const errorDetail = (e: unknown) =>
  e instanceof ApiError ? (e.body.message ?? e.message) : e instanceof Error ? e.message : String(e);

/** A 412's body: the record as it is now on the server (the admin's change was not made). */
export function conflictOf(e: unknown): Record<string, unknown> | null {
  if (!(e instanceof ApiError) || e.status !== 412) return null;
  const current = (e.body as { current?: unknown }).current;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : null;
}
