import { IDEMPOTENCY_WINDOW_MS } from './constants';
import { format } from './dates';
import type { ConnectionStatus, QueuedEdit } from './transport';

/** The time of day, as the banner shows it ("14:02"). */
export const clock = (iso: string) => format(new Date(iso), 'HH:mm');

/**
 * What the desktop banner says about the connection and the edits waiting (pure, so every text
 * is tested): why the edits wait, since when the server is unreachable, and which edits have
 * waited longer than the server remembers their Idempotency-Key.
 */
export function connectionTexts(status: ConnectionStatus, now: Date) {
  const n = status.queued.length;
  const count = `${n} ${n === 1 ? 'change is' : 'changes are'} waiting to be sent`;
  let waiting: string | null = null;
  if (n > 0) {
    const reason = status.queued[0].error;
    // Offline, `offline` says why.
    if (!status.online) waiting = `${count}.`;
    else if (reason && /sign in/i.test(reason)) waiting = `${count}. Sign in again to send them.`;
    else if (reason) waiting = `${count}: ${reason}.`;
    else waiting = `${count}.`;
  }
  const old = status.queued.filter((q) => isPastIdempotencyWindow(q, now));
  const stale =
    old.length === 0
      ? null
      : `${old.length === 1 ? '1 change has' : `${old.length} changes have`} waited more than 24 hours. ` +
        'If one already reached the server before its answer was lost, the server no longer recognises it ' +
        'and could apply it twice: check the list on the website after they are sent.';
  return {
    offline: status.online
      ? null
      : `Server unreachable${status.offlineSince ? ` since ${clock(status.offlineSince)}` : ''}`,
    waiting,
    stale,
  };
}

export const isPastIdempotencyWindow = (edit: QueuedEdit, now: Date) =>
  now.getTime() - new Date(edit.queuedAt).getTime() > IDEMPOTENCY_WINDOW_MS;

/** The question asked on quitting with edits still waiting (null: quit without asking). */
export function quitWarning(status: ConnectionStatus): { message: string; detail: string } | null {
  const n = status.queued.length + status.failed.length;
  if (n === 0) return null;
  return {
    message: `${n} ${n === 1 ? 'change has' : 'changes have'} not reached the server yet`,
    detail:
      'They are kept on this computer and sent the next time the app is open and the server can be reached. ' +
      'Quit anyway?',
  };
}
