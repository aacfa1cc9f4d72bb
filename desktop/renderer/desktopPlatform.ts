import type { UploadResponse } from '../../shared/api';
import { MSG } from '../../shared/messages';
import type { Platform } from '../../web/src/lib/platform';
import { mediaUrlFor, SIGNED_IN_MARKER, type DesktopApi } from '../shared/ipc';

/**
 * The dashboard's Platform on the desktop, built on the preload API (`window.academy`):
 * HTTP travels over IPC to the main process (which caches and queues), files go through native
 * dialogs, and /uploads/ images through the academy-media: scheme. The session token never
 * reaches the page: main keeps it (safeStorage) and adds it to every call; the page's "token" is
 * a marker saying that main holds one (main/session.ts), which main drops from what it sends.
 */
export function createDesktopPlatform(
  api: DesktopApi,
  opts: { serverUrl: string; signedIn: boolean; onChangeServer(): void },
): Platform {
  let token: string | null = opts.signedIn ? SIGNED_IN_MARKER : null;
  return {
    kind: 'desktop',
    transport: (req) => api.request(req),
    token: {
      get: () => token,
      async set(next) {
        // A sign-in's answer already gave main the token; only signing out has something to tell it.
        token = next === null ? null : SIGNED_IN_MARKER;
        if (next === null) await api.signOut();
      },
    },
    async uploadImage(file, _token, onProgress): Promise<UploadResponse> {
      onProgress(0);
      let res;
      try {
        res = await api.upload({ name: file.name, type: file.type, data: new Uint8Array(await file.arrayBuffer()) });
      } catch {
        throw new Error(MSG.uploadGeneric);
      }
      if (res.status === 0) throw new Error(MSG.uploadNetwork);
      if (res.status !== 200 && res.status !== 201)
        throw new Error(MSG.uploadFailed(res.statusText || String(res.status)));
      let body: Partial<UploadResponse>;
      try {
        body = JSON.parse(res.body) as Partial<UploadResponse>;
      } catch {
        throw new Error(MSG.uploadGeneric);
      }
      if (!body.imageUrl) throw new Error(MSG.uploadGeneric);
      onProgress(100);
      return { imageUrl: body.imageUrl };
    },
    saveFile: (filename, content) => api.saveFile({ filename, content }),
    openFile: () => api.openFile(),
    openExternal(url) {
      void api.openExternal(url);
    },
    mediaUrl: mediaUrlFor,
    connection: {
      subscribe(listener) {
        let live = true;
        const stop = api.onConnection((s) => live && listener(s));
        void api.getConnection().then((s) => live && listener(s));
        return () => {
          live = false;
          stop();
        };
      },
      async retryFailed() {
        await api.retryFailed();
      },
      async discardFailed(id) {
        await api.discardFailed(id);
      },
      async resolveConflict(id, choice) {
        await api.resolveConflict({ id, choice });
      },
    },
    server: { url: opts.serverUrl, change: opts.onChangeServer },
  };
}
