import type { ConnectionStatus } from '../../shared/transport';

/**
 * The system notification for a change of the queue between two statuses (pure; index.ts shows
 * it with Electron's Notification): the waiting edits all sent, or one refused by the server.
 */
export function syncNotice(prev: ConnectionStatus, next: ConnectionStatus): { title: string; body: string } | null {
  const known = new Set(prev.failed.map((f) => f.id));
  const refused = next.failed.filter((f) => !known.has(f.id));
  if (refused.length > 0) {
    const first = refused[0];
    return {
      title: refused.length === 1 ? 'A change could not be saved' : `${refused.length} changes could not be saved`,
      body: `${first.description}: ${first.error ?? 'refused by the server'}`,
    };
  }
  const sent = prev.queued.filter(
    (q) => !next.queued.some((n) => n.id === q.id) && !next.failed.some((f) => f.id === q.id),
  );
  if (sent.length > 0 && next.queued.length === 0) {
    return {
      title: 'Changes sent',
      body: `${prev.queued.length === 1 ? 'The change made' : `The ${prev.queued.length} changes made`} while offline reached the server.`,
    };
  }
  return null;
}
