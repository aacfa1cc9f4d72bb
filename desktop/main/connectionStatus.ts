import type { ConnectionStatus, QueuedEdit } from '../../shared/transport';
import type { EditQueue } from './queue';
import type { QueueItem } from './queueTypes';

const toEdit = (item: QueueItem): QueuedEdit => ({
  id: item.id,
  description: item.description,
  queuedAt: item.queuedAt,
  ...(item.error ? { error: item.error } : {}),
  ...(item.conflict
    ? {
        conflict: {
          verb: item.method === 'DELETE' ? 'delete' : 'update',
          mine: item.body ?? {},
          current: item.conflict.current,
        },
      }
    : {}),
});

/**
 * What the dashboard's offline banner shows: whether the server answered last, when the saved
 * content on screen was saved, and the edits waiting or refused. Listeners hear every change,
 * the queue's own included.
 */
export function createConnectionStatus(queue: EditQueue, now: () => Date = () => new Date()) {
  let online = true;
  let offlineSince: string | null = null;
  let savedAt: string | null = null;
  /** Why queued edits are waiting although the server answers (e.g. the token was refused). */
  let waitingReason: string | null = null;
  const listeners = new Set<(s: ConnectionStatus) => void>();

  function current(): ConnectionStatus {
    const queued = queue.pending.map(toEdit);
    if (waitingReason && queued[0]) queued[0] = { ...queued[0], error: waitingReason };
    const status: ConnectionStatus = {
      online,
      savedAt: online ? null : savedAt,
      queued,
      failed: [
        ...queue.failed.map(toEdit),
        ...queue.blocked.map(({ id, description, queuedAt, error }) => ({
          id,
          description,
          queuedAt,
          error,
          blocked: true as const,
        })),
      ],
    };
    if (!online && offlineSince) status.offlineSince = offlineSince;
    return status;
  }
  const emit = () => {
    const s = current();
    listeners.forEach((l) => l(s));
  };
  const unsubscribeQueue = queue.onChange(emit);

  return {
    current,
    isOnline: () => online,
    setOnline(value: boolean) {
      if (online === value) return;
      online = value;
      if (online) savedAt = offlineSince = null;
      else offlineSince = now().toISOString();
      emit();
    },
    /** A saved answer was shown instead of the server's. */
    servedFromCache(at: string) {
      // The banner shows the oldest content on screen: the most cautious answer to "saved when?".
      if (!savedAt || at < savedAt) {
        savedAt = at;
        emit();
      }
    },
    setWaitingReason(reason: string | null) {
      if (reason === waitingReason) return;
      waitingReason = reason;
      emit();
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

export type ConnectionTracker = ReturnType<typeof createConnectionStatus>;
