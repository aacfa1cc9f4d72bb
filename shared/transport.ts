/**
 * How an API call travels from the dashboard to the server and back: fetch in the browser, IPC
 * to the desktop's main process (which forwards it, or answers from its offline cache and queue).
 * Both ends of the IPC use these types, so they live here rather than in either app.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiRequest = { method: HttpMethod; path: string; body?: unknown; headers: Record<string, string> };
export type ApiResponse = { status: number; statusText: string; ok: boolean; body: string };
export type Transport = (req: ApiRequest) => Promise<ApiResponse>;

/**
 * An edit the desktop app keeps on disk until the server takes it; error: why it was refused;
 * conflict: the record was changed elsewhere since the edit was made (412): what the edit sends
 * and the record as it is now on the server, for the admin to choose between.
 */
export type QueuedEdit = {
  id: string;
  description: string;
  queuedAt: string;
  error?: string;
  conflict?: { verb: 'update' | 'delete'; mine: unknown; current: unknown };
  /** Found in the queue's file but not something the app queues (or a second copy): never sent, only discarded. */
  blocked?: true;
};
/** A failed edit's conflict, resolved: send it again over the newer version, or drop it. */
export type ConflictChoice = 'mine' | 'theirs';
/** What the desktop app tells the dashboard about its server connection (offline cache, queue). */
export type ConnectionStatus = {
  online: boolean;
  savedAt: string | null;
  queued: QueuedEdit[];
  failed: QueuedEdit[];
  /** While offline: when the server stopped answering. */
  offlineSince?: string;
};
