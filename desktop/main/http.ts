import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '../../shared/api';
import { isNeverCached } from '../../shared/offline';
import type { ApiRequest, ApiResponse, ConflictChoice } from '../../shared/transport';
import type { OfflineCache } from './cache';
import { createConnectionStatus } from './connectionStatus';
import { createForwarder, surelyNotSent, type UploadFile } from './forward';
import { createOfflineEdits, localAnswer, queuedDeleteRestoredBy } from './offlineEdits';
import type { EditQueue } from './queue';
import { queueProblem, queueTarget } from './queueRule';
import { createReplay } from './replay';

/**
 * The main process's HTTP client, behind the renderer's IPC transport.
 * - Server reachable: forwards the request (forward.ts); a successful GET is saved to the offline cache.
 * - Server unreachable, GET: answers the saved copy and reports offline with its saved time
 *   (connectionStatus.ts).
 * - Server unreachable, edit: queued on disk and shown in the saved lists (offlineEdits.ts).
 * - Server answered 4xx/5xx: passed through unchanged.
 * Queued edits go out, in order, before any newer request once the server answers again (replay.ts).
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

export const OFFLINE_NOTHING_SAVED = 'The server cannot be reached, and nothing was saved for this view while online.';
export const OFFLINE_NOT_QUEUEABLE =
  'The server cannot be reached, so this was not sent. Try again when the connection is back.';

const headerOf = (req: ApiRequest, name: string) =>
  Object.entries(req.headers).find(([k]) => k.toLowerCase() === name)?.[1];

/** The record an edit is about when the queue may hold it: queueRule.ts's rule, the one queue.json is read back with. */
function queueable(req: ApiRequest) {
  const ifMatch = headerOf(req, 'if-match');
  if (queueProblem({ method: req.method, path: req.path, ...(ifMatch === undefined ? {} : { ifMatch }) })) return null;
  return queueTarget(req.method, req.path);
}

/** The request with the stored token: the page never holds it (session.ts), main adds it to every call. */
async function signed(req: ApiRequest, getToken: () => Promise<string | null>): Promise<ApiRequest> {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k.toLowerCase() !== 'authorization'));
  const token = await getToken();
  return { ...req, headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers };
}

export function createHttpClient(deps: HttpClientDeps) {
  const { serverUrl, cache, queue } = deps;
  const forward = createForwarder(deps);
  const connection = createConnectionStatus(queue);
  const edits = createOfflineEdits({ cache, queue });
  const { flush } = createReplay({ forward, queue, connection, edits, getToken: deps.getToken });

  async function offlineAnswer(req: ApiRequest, key?: string, inDoubt = false): Promise<ApiResponse> {
    if (req.method === 'GET') {
      const saved = await cache.get(req.path);
      if (!saved) return localAnswer(503, 'Offline', { message: OFFLINE_NOTHING_SAVED });
      connection.servedFromCache(saved.savedAt);
      return { status: saved.status, statusText: saved.statusText, ok: true, body: saved.body };
    }
    const target = queueable(req);
    if (!target) return localAnswer(503, 'Offline', { message: OFFLINE_NOT_QUEUEABLE });
    return edits.enqueue(req, target, key, inDoubt);
  }

  const pathOnly = (path: string) => path.split('?')[0];

  async function request(input: ApiRequest): Promise<ApiResponse> {
    // Undo of a delete still waiting here: taken back before anything is sent (older edits go first otherwise).
    const undone = queuedDeleteRestoredBy(input.method, input.path);
    if (undone) return edits.undoDelete(undone);
    // Older edits first: while any is waiting for the server, newer requests wait behind it.
    if (queue.pending.length > 0 && (await deps.getToken())) {
      const drained = await flush();
      if (!drained && !connection.isOnline()) return offlineAnswer(queue.resolveTempIds(input));
    }
    // A record created offline may still be on screen under its temporary id after its create went out.
    const req = queue.resolveTempIds(input);
    const target = queueable(req);
    // Its create has not been answered yet (waiting, or refused): the edit can only go after it.
    if (target?.id && queue.holdsCreate(target.id)) return edits.enqueue(req, target);
    // An edit the queue may hold goes with a key; if its answer is lost, it is queued under that key.
    const key = target ? randomUUID() : undefined;
    let res: ApiResponse;
    try {
      const sent = await signed(req, deps.getToken);
      res = await forward.send(key ? { ...sent, headers: { ...sent.headers, [IDEMPOTENCY_HEADER]: key } } : sent);
    } catch (e) {
      connection.setOnline(false);
      // Unless the connection was never made, the server may have applied it: queued as "in doubt".
      return offlineAnswer(req, key, key !== undefined && !surelyNotSent(e));
    }
    connection.setOnline(true);
    // Saved for offline use after answering; a failed save (disk full) costs only that copy.
    // Enrollments (children's data) are never written to the disk cache (shared/offline.ts).
    if (req.method === 'GET' && res.status >= 200 && res.status < 300 && !isNeverCached(pathOnly(req.path)))
      cache.put(req.path, res).catch(() => undefined);
    return res;
  }

  async function upload(file: UploadFile, token: string | null): Promise<ApiResponse> {
    try {
      const res = await forward.upload(file, token);
      connection.setOnline(true);
      return res;
    } catch {
      connection.setOnline(false);
      return { status: 0, statusText: 'Network error', ok: false, body: '' };
    }
  }

  /** Asks the server's health; when it answers, sends what waits. */
  async function probe(): Promise<boolean> {
    const up = await forward.healthy();
    connection.setOnline(up);
    if (up && queue.pending.length > 0 && (await deps.getToken())) await flush();
    return up;
  }

  return {
    serverUrl,
    request,
    upload,
    probe,
    flush,
    status: connection.current,
    isOnline: connection.isOnline,
    async retryFailed() {
      await queue.retryFailed();
      await flush();
      return connection.current();
    },
    async discardFailed(id: string) {
      await queue.discardFailed(id);
      return connection.current();
    },
    /** A failed edit that met a newer version: keep mine sends it again over that version; take the server's drops it. */
    async resolveConflict(id: string, choice: ConflictChoice) {
      if (choice === 'theirs') await queue.discardFailed(id);
      else if (await queue.keepMine(id)) await flush();
      return connection.current();
    },
    subscribe: connection.subscribe,
    dispose: connection.dispose,
  };
}
