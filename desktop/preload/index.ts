import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNELS, CONNECTION_EVENT } from '../shared/channels';
import type { ConnectionStatus, DesktopApi } from '../shared/ipc';

/**
 * Sandboxed preload: exposes ONE object, `window.academy`, with one method per channel of
 * shared/channels.ts and the connection event. No ipcRenderer, no Node, nothing else.
 * Inputs are validated in main (shared/ipc.ts), where it counts.
 */
const api = Object.fromEntries(
  (Object.keys(CHANNELS) as (keyof typeof CHANNELS)[]).map((name) => [
    name,
    (input: unknown) => ipcRenderer.invoke(CHANNELS[name], input),
  ]),
) as Omit<DesktopApi, 'onConnection'>;

const desktopApi: DesktopApi = {
  ...api,
  onConnection(listener) {
    const handler = (_event: IpcRendererEvent, status: ConnectionStatus) => listener(status);
    ipcRenderer.on(CONNECTION_EVENT, handler);
    return () => void ipcRenderer.removeListener(CONNECTION_EVENT, handler);
  },
};

contextBridge.exposeInMainWorld('academy', desktopApi);
