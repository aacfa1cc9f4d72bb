import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  invokeChannels,
  type DesktopSettings,
  type InvokeInput,
  type InvokeName,
  type InvokeOutputs,
  type OpenedFile,
} from '../shared/ipc';
import type { ConnectionStatus } from '../../shared/transport';
import { OfflineCache } from './cache';
import type { SetAside } from './files-atomic';
import { createHttpClient, type HttpClient } from './http';
import { createMediaHandler } from './media';
import { EditQueue } from './queue';
import { checkServer } from './serverUrl';
import { SettingsStore } from './settings';
import { removeDataQuestion, removeLocalFiles, type Question } from './localData';
import { isSignIn, takeToken } from './session';
import { API } from '../../shared/routes';
import type { NetworkHints } from '../shared/ipc';
import type { SavedWindowState } from './windowState';
import { keychainPersists, TokenStore, type Cipher } from './tokenStore';

/**
 * Everything the main process does for the renderer, without Electron: main/ipc.ts registers
 * `handle` on ipcMain, and the end-to-end test calls the same `handle` through Playwright
 * bindings. Each server address gets its own folder (cache, queue, token), so switching servers
 * never sends one academy's edits to another.
 */
export type BackendDeps = {
  userDataDir: string;
  fetch: typeof fetch;
  cipher: Cipher;
  /** Native dialogs (files.ts) or a test double. */
  dialogs: { save(filename: string, content: string): Promise<boolean>; open(): Promise<OpenedFile> };
  openExternal(url: string): Promise<void> | void;
  /** How often to ask the server's health while offline or while edits wait. */
  probeIntervalMs?: number;
  /** Told when damaged files (settings.json, a queue.json) were set aside on opening (index.ts shows a dialog). */
  onDamagedFiles?(files: SetAside[]): void;
  /** A native question (dialog.showMessageBox); resolves the chosen button's index. */
  ask?(question: Question): Promise<number>;
  /** The logs folder, emptied by "remove this computer's data". */
  logsDir?: string;
  /** Chromium's own stores of the page (HTTP cache, storage), cleared with the app's data. */
  clearBrowserData?(): Promise<void>;
};

type ServerContext = {
  serverUrl: string;
  dir: string;
  tokens: TokenStore;
  queue: EditQueue;
  client: HttpClient;
  unsubscribe: () => void;
};

export const serverFolderName = (serverUrl: string) =>
  createHash('sha256').update(serverUrl).digest('hex').slice(0, 16);

export type Backend = Awaited<ReturnType<typeof createBackend>>;

export async function createBackend(deps: BackendDeps) {
  const settings = await SettingsStore.open(deps.userDataDir);
  const damaged: SetAside[] = settings.setAside ? [settings.setAside] : [];
  const listeners = new Set<(s: ConnectionStatus) => void>();
  let ctx: ServerContext | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let hints: NetworkHints = { saveData: false };

  const emptyStatus = (): ConnectionStatus => ({ online: true, savedAt: null, queued: [], failed: [] });
  const currentStatus = () => (ctx ? ctx.client.status() : emptyStatus());
  const broadcast = (s: ConnectionStatus) => listeners.forEach((l) => l(s));

  async function openServer(serverUrl: string): Promise<ServerContext> {
    const dir = join(deps.userDataDir, 'servers', serverFolderName(serverUrl));
    await mkdir(dir, { recursive: true });
    const tokens = new TokenStore(dir, deps.cipher);
    const queue = await EditQueue.open(dir);
    if (queue.setAside) damaged.push(queue.setAside);
    const client = createHttpClient({
      serverUrl,
      fetch: deps.fetch,
      cache: new OfflineCache(join(dir, 'cache')),
      queue,
      getToken: () => tokens.get(),
    });
    return { serverUrl, dir, tokens, queue, client, unsubscribe: client.subscribe(broadcast) };
  }
  async function switchTo(serverUrl: string | null, reopen = false) {
    if (ctx?.serverUrl === serverUrl && !reopen) return;
    ctx?.unsubscribe();
    ctx?.client.dispose();
    ctx = serverUrl ? await openServer(serverUrl) : null;
    broadcast(currentStatus());
  }
  const reportDamaged = () => {
    if (damaged.length > 0) deps.onDamagedFiles?.(damaged.splice(0));
  };
  await switchTo(settings.get().serverUrl);
  reportDamaged();

  const noServer = {
    status: 503,
    statusText: 'No server',
    ok: false,
    body: JSON.stringify({ message: 'No server is set up yet' }),
  };

  const handlers: { [K in InvokeName]: (input: InvokeInput<K>) => Promise<InvokeOutputs[K]> } = {
    async getSettings(): Promise<DesktopSettings> {
      return {
        serverUrl: ctx?.serverUrl ?? null,
        encryptionAvailable: keychainPersists(deps.cipher),
        signedIn: ctx ? (await ctx.tokens.get()) !== null : false,
      };
    },
    async setServer(input) {
      const check = await checkServer(input, deps.fetch);
      if (!check.ok) return check;
      await settings.update({ serverUrl: check.serverUrl });
      await switchTo(check.serverUrl);
      reportDamaged();
      return check;
    },
    async signOut() {
      if (!ctx) return;
      await ctx.tokens.set(null);
      // The saved copies (contact messages included) leave the disk; waiting edits stay.
      await Promise.all(['cache', 'media'].map((d) => rm(join(ctx!.dir, d), { recursive: true, force: true })));
    },
    async removeLocalData() {
      const question = removeDataQuestion(currentStatus());
      if (!deps.ask || (await deps.ask(question)) !== 0) return { removed: false };
      if (ctx && (await ctx.tokens.get())) {
        // Ends the session on the server too, when it answers; the token goes from this computer either way.
        await ctx.client.request({ method: 'POST', path: API.adminLogout, headers: {} }).catch(() => undefined);
        await ctx.tokens.set(null);
      }
      const serverUrl = ctx?.serverUrl ?? null;
      ctx?.unsubscribe();
      ctx?.client.dispose();
      // A write still on its way would put queue.json back after the folder is gone.
      await ctx?.queue.flushed().catch(() => undefined);
      ctx = null;
      await removeLocalFiles(deps.userDataDir, deps.logsDir);
      await deps.clearBrowserData?.();
      await switchTo(serverUrl, true);
      return { removed: true };
    },
    async networkHints(input) {
      hints = input;
    },
    async request(req) {
      if (!ctx) return noServer;
      const res = await ctx.client.request({ ...req, headers: req.headers ?? {} });
      if (!isSignIn(req)) return res;
      // The token stays here; the page gets a marker in its place (session.ts).
      const taken = takeToken(res);
      if (taken.token) {
        await ctx.tokens.set(taken.token);
        // Signed in again: edits that waited for a valid sign-in can go now.
        void ctx.client.flush().catch(() => undefined);
      }
      return taken.res;
    },
    async upload(file) {
      return ctx ? ctx.client.upload(file, await ctx.tokens.get()) : noServer;
    },
    async saveFile({ filename, content }) {
      return deps.dialogs.save(filename, content);
    },
    async openFile() {
      return deps.dialogs.open();
    },
    async openExternal(url) {
      await deps.openExternal(url);
    },
    async getConnection() {
      return currentStatus();
    },
    async retryFailed() {
      return ctx ? ctx.client.retryFailed() : emptyStatus();
    },
    async discardFailed(id) {
      return ctx ? ctx.client.discardFailed(id) : emptyStatus();
    },
    async resolveConflict({ id, choice }) {
      return ctx ? ctx.client.resolveConflict(id, choice) : emptyStatus();
    },
  };

  return {
    /** The boundary: validates the renderer's input with the channel's schema, then runs it. */
    async handle<K extends InvokeName>(name: K, raw: unknown): Promise<InvokeOutputs[K]> {
      const spec = invokeChannels[name];
      if (!spec) throw new Error(`unknown channel ${String(name)}`);
      const input = spec.input.parse(raw) as InvokeInput<K>;
      return handlers[name](input);
    },
    /** The window's last position and size (settings.json), for index.ts. */
    windowState: () => settings.get().window ?? null,
    /** The generic update feed's address from settings.json, if any (updates.ts): set by hand, never over IPC. */
    updateFeedUrl: () => settings.get().updateFeedUrl ?? null,
    /** What the page last said of its connection (networkHints): a metered one pauses update downloads. */
    networkHints: () => hints,
    saveWindowState: (window: SavedWindowState) => settings.update({ window }),
    onStatus(listener: (s: ConnectionStatus) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    media: createMediaHandler({
      getServerUrl: () => ctx?.serverUrl ?? null,
      getToken: async () => (ctx ? ctx.tokens.get() : null),
      fetch: deps.fetch,
      getCacheDir: () => (ctx ? join(ctx.dir, 'media') : null),
    }),
    /** Starts asking the server's health while offline or while edits wait. */
    start() {
      timer ??= setInterval(() => {
        const c = ctx?.client;
        if (c && (!c.isOnline() || c.status().queued.length > 0)) void c.probe().catch(() => undefined);
      }, deps.probeIntervalMs ?? 5000);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      ctx?.unsubscribe();
      ctx?.client.dispose();
    },
  };
}
