/**
 * The IPC channel names, without their schemas, so the sandboxed preload stays small (no zod).
 * shared/ipc.ts pairs each name with its input schema; TypeScript keeps the two lists identical.
 */
export const CHANNELS = {
  getSettings: 'settings:get',
  setServer: 'settings:set-server',
  signOut: 'session:sign-out',
  removeLocalData: 'session:remove-local-data',
  networkHints: 'network:hints',
  request: 'api:request',
  upload: 'api:upload',
  saveFile: 'file:save',
  openFile: 'file:open',
  openExternal: 'shell:open-external',
  getConnection: 'connection:get',
  retryFailed: 'connection:retry-failed',
  discardFailed: 'connection:discard-failed',
  resolveConflict: 'connection:resolve-conflict',
} as const;

/** Main -> renderer push: the connection status changed (online, saved time, queue). */
export const CONNECTION_EVENT = 'connection:changed';
