import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { CONNECTION_EVENT, invokeChannels, type InvokeName } from '../shared/ipc';
import type { Backend } from './backend';
import { isAppUrl } from './navigation';

/**
 * Registers every channel of shared/ipc.ts. Calls from any frame other than the app's own page
 * are refused; inputs are validated by backend.handle with the channel's zod schema.
 */
export function registerIpc(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  backend: Backend,
  appUrl: string,
  target: () => WebContents | null,
): () => void {
  const names = Object.keys(invokeChannels) as InvokeName[];
  for (const name of names) {
    ipcMain.handle(invokeChannels[name].channel, (event: IpcMainInvokeEvent, input: unknown) => {
      const from = event.senderFrame?.url ?? '';
      if (!isAppUrl(from, appUrl)) throw new Error('refused: not the app window');
      return backend.handle(name, input);
    });
  }
  const stop = backend.onStatus((status) => {
    const wc = target();
    if (wc && !wc.isDestroyed()) wc.send(CONNECTION_EVENT, status);
  });
  return () => {
    stop();
    names.forEach((name) => ipcMain.removeHandler(invokeChannels[name].channel));
  };
}
