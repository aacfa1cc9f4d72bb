import { IDEMPOTENCY_HEADER } from '../../shared/api';
import type { ApiResponse } from '../../shared/transport';
import type { ConnectionTracker } from './connectionStatus';
import { surelyNotSent, type Forwarder } from './forward';
import type { OfflineEdits } from './offlineEdits';
import type { EditQueue } from './queue';
import type { QueueItem, SendOutcome } from './queueTypes';
import { describeNetworkError } from './serverUrl';

const messageOf = (res: ApiResponse): string => {
  try {
    const parsed = JSON.parse(res.body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON
  }
  return res.statusText;
};

/** The failed-list reason of an edit that met a newer version of its record. */
export const CHANGED_ELSEWHERE =
  'The record was changed elsewhere since this edit was made: keep yours (sent over the newer version) or take the server’s.';

const conflictCurrent = (res: ApiResponse): object | undefined => {
  try {
    const current = (JSON.parse(res.body) as { current?: unknown }).current;
    return current && typeof current === 'object' ? current : undefined;
  } catch {
    return undefined;
  }
};

const createdIdOf = (res: ApiResponse): string | undefined => {
  try {
    const id = (JSON.parse(res.body) as { id?: unknown }).id;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Sends the queued edits, in order, once the server answers again. Each goes with the queue
 * item's id as its Idempotency-Key: the same on every try and across restarts (it is kept in
 * queue.json), so an edit whose answer was lost on the way is not applied twice.
 */
export function createReplay(deps: {
  forward: Forwarder;
  queue: EditQueue;
  connection: ConnectionTracker;
  edits: OfflineEdits;
  /** The admin token as stored in main. */
  getToken: () => Promise<string | null>;
}) {
  const { forward, queue, connection } = deps;

  async function sendQueued(item: QueueItem): Promise<SendOutcome> {
    const token = await deps.getToken();
    if (!token) return { kind: 'unreachable', reason: 'Sign in to send the waiting edits', notDelivered: true };
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      [IDEMPOTENCY_HEADER]: item.id,
    };
    if (item.body !== undefined) headers['Content-Type'] = 'application/json';
    if (item.ifMatch) headers['If-Match'] = item.ifMatch;
    let res: ApiResponse;
    try {
      res = await forward.send({ method: item.method, path: item.path, body: item.body, headers });
    } catch (e) {
      connection.setOnline(false);
      const notDelivered = surelyNotSent(e) ? { notDelivered: true as const } : {};
      return { kind: 'unreachable', reason: describeNetworkError(e), ...notDelivered };
    }
    connection.setOnline(true);
    if (res.ok) {
      // A create's answer (fresh, or the first one replayed for its key) names the record's id on the server.
      const createdId = item.method === 'POST' ? createdIdOf(res) : undefined;
      if (!createdId) return { kind: 'sent' };
      await deps.edits.showCreated(item, createdId);
      return { kind: 'sent', createdId };
    }
    // A proxy in front of a stopped server: the edit itself is fine, keep it waiting.
    if (res.status === 502 || res.status === 503 || res.status === 504) {
      return { kind: 'unreachable', reason: `The server is not ready (${res.status})` };
    }
    // Refused before it ran (the idempotency check comes after the sign-in check): not received as an edit.
    if (res.status === 401) {
      const reason = 'The server refused the sign-in: sign in again to send the waiting edits';
      return { kind: 'unreachable', reason, notDelivered: true };
    }
    // Made on a version the server has moved past: kept aside with the record as it is now, for the admin's choice.
    const current = res.status === 412 ? conflictCurrent(res) : undefined;
    if (current) return { kind: 'rejected', reason: CHANGED_ELSEWHERE, conflict: { current } };
    return { kind: 'rejected', reason: `${res.status}: ${messageOf(res) || 'refused by the server'}` };
  }

  /** Sends waiting edits in order. Resolves true when none is left waiting for the server. */
  async function flush(): Promise<boolean> {
    if (queue.pending.length === 0) {
      connection.setWaitingReason(null);
      return true;
    }
    const result = await queue.replay(async (item) => {
      const outcome = await sendQueued(item);
      // A delete made offline that leaves the queue (done, or refused) takes its stand-in out of the saved trash.
      if (item.method === 'DELETE' && outcome.kind !== 'unreachable')
        await deps.edits.dropTrashStandIn(item).catch(() => undefined);
      return outcome;
    });
    const waiting = result.remaining > 0 && connection.isOnline();
    connection.setWaitingReason(waiting ? (result.unreachable ?? null) : null);
    return result.remaining === 0;
  }

  return { flush };
}
