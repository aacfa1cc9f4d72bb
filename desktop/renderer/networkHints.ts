import type { DesktopApi, NetworkHints } from '../shared/ipc';

type Connection = EventTarget & { saveData?: boolean; type?: string };

/** navigator.connection as Chromium gives it, reduced to what main uses. */
export function currentHints(connection: Connection | undefined): NetworkHints {
  const hints: NetworkHints = { saveData: connection?.saveData === true };
  if (typeof connection?.type === 'string') hints.type = connection.type.slice(0, 20);
  return hints;
}

/**
 * Tells main what the page knows of the connection (a data saver asked for, a cellular link), now
 * and on each change: main pauses automatic update downloads on such a connection (updates.ts).
 */
export function reportNetworkHints(api: DesktopApi): () => void {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  const send = () => void api.networkHints(currentHints(connection)).catch(() => undefined);
  send();
  connection?.addEventListener('change', send);
  return () => connection?.removeEventListener('change', send);
}
