import { randomUUID } from 'node:crypto';
import type { ApiRequest, ApiResponse, ConnectionStatus, QueuedEdit } from '../../shared/transport';
import type { OfflineCache } from './cache';
import { TEMP_ID_PREFIX, type EditQueue, type QueueItem, type QueuedMethod, type SendOutcome } from './queue';
import { describeNetworkError } from './serverUrl';

/**
 * The main process's HTTP client, behind the renderer's IPC transport.
 * - Server reachable: forwards the request; a successful GET is saved to the offline cache.
 * - Server unreachable, GET: answers the saved copy and reports offline with its saved time.
 * - Server unreachable, edit: queues it on disk and answers 202 {queued:true}; the dashboard
 *   treats that as success, and the saved lists are patched so the edit shows.
 * - Server answered 4xx/5xx: passed through unchanged.
 * Queued edits go out, in order, before any newer request once the server answers again.
 * Every edit the queue may hold is sent with an Idempotency-Key, the queue item's id (a UUID kept
 * in queue.json), so one whose answer was lost on the way is not applied twice when it goes again.
 * A record created offline is shown as `queued-<create's queue id>`. An edit or delete of it joins
 * its queued create while that was never sent; once the create may have reached the server (its
 * repeat would get the first answer), the edit is queued after it under the temporary id, which
 * the queue replaces with the server's id from the create's answer (queue.ts).
 */
export type HttpClientDeps = {
  serverUrl: string;
  fetch: typeof fetch;
  cache: OfflineCache;
  queue: EditQueue;
  /** The admin token as stored in main; used for replaying queued edits. */
  getToken: () => Promise<string | null>;
  getTimeoutMs?: number;
  sendTimeoutMs?: number;
};

export type HttpClient = ReturnType<typeof createHttpClient>;

export const QUEUED_STATUS = 202;
const COLLECTIONS: Record<string, string> = {
  announcements: 'announcement',
  events: 'event',
  gallery: 'gallery item',
  instructors: 'instructor',
  contact: 'message',
  'data-exports': 'data export',
};
/** Collections whose cached dashboard list shows offline creates, edits and deletes. */
const PATCHED_LISTS = new Set(['announcements', 'events', 'gallery', 'instructors', 'contact']);

/** Connection failures before any byte of the request left: the server cannot have received it. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
/** True only when fetch failed while connecting; a reset, a timeout or a closed socket may come after the server got the request. */
export function surelyNotSent(e: unknown): boolean {
  const cause = (e as { cause?: { code?: unknown; errors?: unknown } } | null)?.cause;
  if (!cause) return false;
  if (typeof cause.code === 'string' && NOT_SENT_CODES.has(cause.code)) return true;
  const errors = cause.errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every((x) => NOT_SENT_CODES.has((x as { code?: string })?.code ?? ''));
}

type Target = { collection: string; id: string | null };
/** Which record an edit is about, when it is one the queue may hold (the dashboard's CRUD calls). */
export function queueTarget(method: string, path: string): Target | null {
  const m = /^\/api\/([a-z-]+)(?:\/([A-Za-z0-9_-]+))?$/.exec(path);
  if (!m || !(m[1] in COLLECTIONS)) return null;
  const id = m[2] ?? null;
  if (method === 'POST' && id === null) return { collection: m[1], id };
  if ((method === 'PUT' || method === 'DELETE') && id !== null) return { collection: m[1], id };
  return null;
}

const titleOf = (record: unknown): string | null => {
  if (!record || typeof record !== 'object') return null;
  const r = record as Record<string, unknown>;
  const t = r.title ?? r.name ?? r.subject ?? r.filename;
  return typeof t === 'string' && t.trim() ? t.trim() : null;
};

/** "Update announcement “Spring recital”", for the queue list in the offline banner. */
export function describeEdit(method: QueuedMethod, target: Target, body: unknown, known?: unknown): string {
  const verb = method === 'POST' ? 'Create' : method === 'PUT' ? 'Update' : 'Delete';
  const title = titleOf(body) ?? titleOf(known);
  return `${verb} ${COLLECTIONS[target.collection]}${title ? ` “${title}”` : ''}`;
}

const json = (status: number, statusText: string, body: unknown): ApiResponse => ({
  status,
  statusText,
  ok: status >= 200 && status < 300,
  body: JSON.stringify(body),
});

export const OFFLINE_NOTHING_SAVED = 'The server cannot be reached, and nothing was saved for this view while online.';
export const OFFLINE_NOT_QUEUEABLE = 'The server cannot be reached, so this was not sent. Try again when the connection is back.';

export function createHttpClient(deps: HttpClientDeps) {
  const { serverUrl, cache, queue } = deps;
  const getTimeout = deps.getTimeoutMs ?? 20_000;
  const sendTimeout = deps.sendTimeoutMs ?? 60_000;
  let online = true;
  let savedAt: string | null = null;
  /** Why queued edits are waiting although the server answers (e.g. the token was refused). */
  let waitingReason: string | null = null;
  const listeners = new Set<(s: ConnectionStatus) => void>();

  const toEdit = (item: QueueItem): QueuedEdit => ({
    id: item.id,
    description: item.description,
    queuedAt: item.queuedAt,
    ...(item.error ? { error: item.error } : {}),
  });
  function status(): ConnectionStatus {
    const queued = queue.pending.map(toEdit);
    if (waitingReason && queued[0]) queued[0] = { ...queued[0], error: waitingReason };
    return { online, savedAt: online ? null : savedAt, queued, failed: queue.failed.map(toEdit) };
  }
  const emit = () => {
    const s = status();
    listeners.forEach((l) => l(s));
  };
  const unsubscribeQueue = queue.onChange(emit);

  function setOnline(value: boolean) {
    if (online === value) return;
    online = value;
    if (online) savedAt = null;
    emit();
  }
  function noteServedFromCache(at: string) {
    // The banner shows the oldest content on screen: the most cautious answer to "saved when?".
    if (!savedAt || at < savedAt) {
      savedAt = at;
      emit();
    }
  }

  async function send(req: ApiRequest): Promise<ApiResponse> {
    const res = await deps.fetch(serverUrl + req.path, {
      method: req.method,
      headers: req.headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(req.method === 'GET' ? getTimeout : sendTimeout),
    });
    return { status: res.status, statusText: res.statusText, ok: res.ok, body: await res.text() };
  }

  /** The saved list shows a replayed create under the server's id from now on. */
  async function showCreated(item: QueueItem, serverId: string) {
    const target = queueTarget(item.method, item.path);
    if (!target || !PATCHED_LISTS.has(target.collection)) return;
    const tempId = TEMP_ID_PREFIX + item.id;
    try {
      await cache.update(`/api/${target.collection}`, (list) =>
        Array.isArray(list) ? list.map((r) => (r && typeof r === 'object' && (r as { id?: unknown }).id === tempId ? { ...(r as object), id: serverId } : r)) : list,
      );
    } catch {
      // only the saved copy; the next load replaces it
    }
  }

  async function sendQueued(item: QueueItem): Promise<SendOutcome> {
    const token = await deps.getToken();
    if (!token) return { kind: 'unreachable', reason: 'Sign in to send the waiting edits', notDelivered: true };
    // The item's id, the same on every try and across restarts: the server applies the edit once.
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': item.id };
    if (item.body !== undefined) headers['Content-Type'] = 'application/json';
    let res: ApiResponse;
    try {
      res = await send({ method: item.method, path: item.path, body: item.body, headers });
    } catch (e) {
      setOnline(false);
      return { kind: 'unreachable', reason: describeNetworkError(e), ...(surelyNotSent(e) ? { notDelivered: true } : {}) };
    }
    setOnline(true);
    if (res.ok) {
      // A create's answer (fresh, or the first one replayed for its key) names the record's id on the server.
      let createdId: string | undefined;
      if (item.method === 'POST') {
        try {
          const id = (JSON.parse(res.body) as { id?: unknown }).id;
          if (typeof id === 'string' && id) createdId = id;
        } catch {
          // no JSON body
        }
        if (createdId) await showCreated(item, createdId);
      }
      return createdId ? { kind: 'sent', createdId } : { kind: 'sent' };
    }
    // A proxy in front of a stopped server, or the token no longer valid: the edit itself is fine, keep it waiting.
    if (res.status === 502 || res.status === 503 || res.status === 504) return { kind: 'unreachable', reason: `The server is not ready (${res.status})` };
    // Refused before it ran (the idempotency check comes after the sign-in check): not received as an edit.
    if (res.status === 401) return { kind: 'unreachable', reason: 'The server refused the sign-in: sign in again to send the waiting edits', notDelivered: true };
    let message = res.statusText;
    try {
      const parsed = JSON.parse(res.body) as { message?: unknown };
      if (typeof parsed.message === 'string') message = parsed.message;
    } catch {
      // not JSON
    }
    return { kind: 'rejected', reason: `${res.status}: ${message || 'refused by the server'}` };
  }

  /** Sends waiting edits in order. Resolves true when none is left waiting for the server. */
  async function flush(): Promise<boolean> {
    if (queue.pending.length === 0) {
      if (waitingReason) {
        waitingReason = null;
        emit();
      }
      return true;
    }
    const result = await queue.replay(sendQueued);
    const reason = result.remaining > 0 && online ? (result.unreachable ?? null) : null;
    if (reason !== waitingReason) {
      waitingReason = reason;
      emit();
    }
    return result.remaining === 0;
  }

  /** Offline edit: queue it, patch the saved lists so it shows, and answer like the server would. */
  async function enqueueEdit(req: ApiRequest, target: Target, key?: string, inDoubt = false): Promise<ApiResponse> {
    const method = req.method as QueuedMethod;
    const listKey = `/api/${target.collection}`;
    const patchList = PATCHED_LISTS.has(target.collection);
    const listed = async (id: string) => {
      const entry = await cache.get(listKey);
      try {
        const list = entry ? (JSON.parse(entry.body) as unknown) : null;
        return Array.isArray(list) ? list.find((r) => r && typeof r === 'object' && (r as { id?: unknown }).id === id) : undefined;
      } catch {
        return undefined;
      }
    };
    const mapList = (change: (list: unknown[]) => unknown[]) =>
      patchList ? cache.update(listKey, (list) => (Array.isArray(list) ? change(list) : list)) : Promise.resolve(false);
    const now = new Date().toISOString();

    // Editing or deleting something created offline whose create was never sent changes that
    // queued create (one request instead of two; none for a delete). The queue refuses that for a
    // create that may have reached the server (its repeat gets the first answer): the edit is then
    // queued after it, under the temporary id, which is replaced by the server's id before it goes.
    if (target.id?.startsWith(TEMP_ID_PREFIX)) {
      const createId = target.id.slice(TEMP_ID_PREFIX.length);
      const isCreate = queue.pending.some((p) => p.id === createId && p.method === 'POST');
      if (isCreate && method === 'DELETE' && (await queue.removePending(createId))) {
        await mapList((list) => list.filter((r) => (r as { id?: unknown }).id !== target.id));
        return json(QUEUED_STATUS, 'Queued', { queued: true, id: target.id });
      }
      const merged =
        isCreate &&
        method === 'PUT' &&
        (await queue.updatePending(createId, (item) => {
          const body = { ...(item.body as object), ...(req.body as object) };
          return { ...item, body, description: describeEdit('POST', target, body) };
        }));
      if (merged) {
        await mapList((list) => list.map((r) => ((r as { id?: unknown }).id === target.id ? { ...(r as object), ...(req.body as object), updatedAt: now } : r)));
        return json(QUEUED_STATUS, 'Queued', { queued: true, id: target.id });
      }
    }

    const known = target.id ? await listed(target.id) : undefined;
    const item = await queue.enqueue({ id: key, inDoubt, method, path: req.path, body: req.body, description: describeEdit(method, target, req.body, known) });
    if (method === 'POST') {
      const record = { ...(req.body as object), id: TEMP_ID_PREFIX + item.id, createdAt: now, updatedAt: now };
      await mapList((list) => [...list, record]);
      return json(QUEUED_STATUS, 'Queued', { ...record, queued: true });
    }
    if (method === 'PUT') {
      await mapList((list) => list.map((r) => ((r as { id?: unknown }).id === target.id ? { ...(r as object), ...(req.body as object), updatedAt: now } : r)));
      return json(QUEUED_STATUS, 'Queued', { ...(known as object), ...(req.body as object), id: target.id, queued: true });
    }
    await mapList((list) => list.filter((r) => (r as { id?: unknown }).id !== target.id));
    return json(QUEUED_STATUS, 'Queued', { queued: true, id: target.id });
  }

  async function offlineAnswer(req: ApiRequest, key?: string, inDoubt = false): Promise<ApiResponse> {
    if (req.method === 'GET') {
      const saved = await cache.get(req.path);
      if (!saved) return json(503, 'Offline', { message: OFFLINE_NOTHING_SAVED });
      noteServedFromCache(saved.savedAt);
      return { status: saved.status, statusText: saved.statusText, ok: true, body: saved.body };
    }
    const target = queueTarget(req.method, req.path);
    if (!target) return json(503, 'Offline', { message: OFFLINE_NOT_QUEUEABLE });
    return enqueueEdit(req, target, key, inDoubt);
  }

  async function request(input: ApiRequest): Promise<ApiResponse> {
    // Older edits first: while any is waiting for the server, newer requests wait behind it.
    if (queue.pending.length > 0 && (await deps.getToken())) {
      const drained = await flush();
      if (!drained && !online) return offlineAnswer(queue.resolveTempIds(input));
    }
    // A record created offline may still be on screen under its temporary id after its create went out.
    const req = queue.resolveTempIds(input);
    const target = queueTarget(req.method, req.path);
    // Its create has not been answered yet (waiting, or refused): the edit can only go after it.
    if (target?.id && queue.holdsCreate(target.id)) return enqueueEdit(req, target);
    // An edit the queue may hold goes with a key; if its answer is lost, it is queued under that key.
    const key = target ? randomUUID() : undefined;
    let res: ApiResponse;
    try {
      res = await send(key ? { ...req, headers: { ...req.headers, 'Idempotency-Key': key } } : req);
    } catch (e) {
      setOnline(false);
      // Unless the connection was never made, the server may have applied it: queued as "in doubt".
      return offlineAnswer(req, key, key !== undefined && !surelyNotSent(e));
    }
    setOnline(true);
    if (req.method === 'GET' && res.status >= 200 && res.status < 300) await cache.put(req.path, res);
    return res;
  }

  async function upload(file: { name: string; type: string; data: Uint8Array }, token: string | null): Promise<ApiResponse> {
    const form = new FormData();
    form.append('image', new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.type || 'application/octet-stream' }), file.name);
    try {
      const res = await deps.fetch(`${serverUrl}/api/upload/image`, {
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        body: form,
        redirect: 'manual',
        signal: AbortSignal.timeout(sendTimeout),
      });
      setOnline(true);
      return { status: res.status, statusText: res.statusText, ok: res.ok, body: await res.text() };
    } catch {
      setOnline(false);
      return { status: 0, statusText: 'Network error', ok: false, body: '' };
    }
  }

  /** Asks the server's health; when it answers, sends what waits. */
  async function probe(): Promise<boolean> {
    try {
      const res = await deps.fetch(`${serverUrl}/api/health`, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await res.body?.cancel();
      if (res.status >= 500) throw new Error(String(res.status));
    } catch {
      setOnline(false);
      return false;
    }
    setOnline(true);
    if (queue.pending.length > 0 && (await deps.getToken())) await flush();
    return true;
  }

  return {
    serverUrl,
    request,
    upload,
    probe,
    flush,
    status,
    isOnline: () => online,
    async retryFailed() {
      await queue.retryFailed();
      await flush();
      return status();
    },
    async discardFailed(id: string) {
      await queue.discardFailed(id);
      return status();
    },
    subscribe(listener: (s: ConnectionStatus) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      unsubscribeQueue();
      listeners.clear();
    },
  };
}
