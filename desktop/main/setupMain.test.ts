import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../shared/channels';
import { tempDir } from '../test/tmp';
import { useRealServer } from '../test/useRealServer';
import { APP_ENTRY_URL } from './appProtocol';
import { setupMain, type MainDeps } from './setupMain';

/**
 * The main process's wiring, through setupMain, on stand-ins for Electron's objects (its binary
 * cannot run here): each records what the app registers on it, so taking away net.fetch or a
 * window's failure listener fails a test. Nothing of the app's own code is replaced.
 */
class FakeWebContents extends EventEmitter {
  crashed = 0;
  setWindowOpenHandler() {}
  forcefullyCrashRenderer() {
    this.crashed++;
  }
  isDestroyed() {
    return false;
  }
  send() {}
}
class FakeWindow extends EventEmitter {
  static all: FakeWindow[] = [];
  static getAllWindows = () => FakeWindow.all;
  webContents = new FakeWebContents();
  loaded: string[] = [];
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeWindow.all.push(this);
  }
  async loadURL(url: string) {
    this.loaded.push(url);
  }
  isDestroyed = () => false;
  isVisible = () => true;
  isMinimized = () => false;
  isMaximized = () => false;
  show() {}
  maximize() {}
  close() {
    this.emit('closed');
  }
  getNormalBounds = () => ({ x: 0, y: 0, width: 1200, height: 800 });
  setProgressBar() {}
}

function fakeElectron(dir: string) {
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    name: 'Core Academy Admin',
    getPath: (name: string) => join(dir, name),
    getVersion: () => '1.0.0',
    requestSingleInstanceLock: () => true,
    setAppUserModelId() {},
    whenReady: () => Promise.resolve(),
    quits: 0,
    quit() {
      app.quits++;
    },
    exit() {},
  });
  const boxes: { message?: string; buttons?: string[] }[] = [];
  const handlers = new Map<string, (event: unknown, input: unknown) => unknown>();
  const fetched: { url: string; init: RequestInit }[] = [];
  const deps = {
    app,
    BrowserWindow: FakeWindow,
    dialog: {
      showMessageBox: async (...args: unknown[]) => {
        boxes.push(args[args.length - 1] as { message: string });
        return { response: 0 };
      },
      showErrorBox() {},
    },
    ipcMain: {
      handle: (channel: string, fn: (event: unknown, input: unknown) => unknown) => handlers.set(channel, fn),
      removeHandler: (channel: string) => handlers.delete(channel),
    },
    Menu: { setApplicationMenu() {}, buildFromTemplate: (t: unknown) => t },
    net: {
      fetch: (url: string, init: RequestInit) => {
        fetched.push({ url, init });
        return fetch(url, init);
      },
      request() {
        throw new Error('not used here');
      },
    },
    Notification: class {
      static isSupported = () => false;
    },
    protocol: { registerSchemesAsPrivileged() {}, handle() {} },
    safeStorage: {
      isEncryptionAvailable: () => true,
      encryptString: (s: string) => Buffer.from(s),
      decryptString: (b: Buffer) => b.toString(),
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        setPermissionRequestHandler() {},
        clearStorageData: async () => {},
        clearCache: async () => {},
      },
    },
    shell: { openExternal: async () => {} },
    autoUpdater: () => null,
    platform: 'linux' as const,
    resourcesPath: dir,
    here: join(dir, 'out/main'),
    env: {},
  };
  return { deps: deps as unknown as MainDeps, app, boxes, handlers, fetched };
}

const fromApp = { senderFrame: { url: APP_ENTRY_URL } };

describe('setupMain: the main process wired to Electron', () => {
  const suite = useRealServer({ login: false });

  it('sends the server’s requests through net.fetch (no cache, no cookies) and answers the page over IPC', async () => {
    const e = fakeElectron(tempDir());
    const { ready } = setupMain(e.deps);
    const backend = await ready;
    const setServer = e.handlers.get(CHANNELS.setServer)!;
    expect(await setServer(fromApp, suite.server.url)).toEqual({ ok: true, serverUrl: suite.server.url });
    expect(e.fetched.map((f) => f.url)).toContain(`${suite.server.url}/api/health`);
    for (const f of e.fetched) expect(f.init).toMatchObject({ cache: 'no-store', credentials: 'omit' });
    // Only the app's own page may call.
    await expect(async () => setServer({ senderFrame: { url: 'https://evil.example/' } }, 'x')).rejects.toThrow();
    backend?.stop();
  });

  it('listens for the window’s failures and shows each: failed load, gone renderer, unresponsive, failed preload', async () => {
    FakeWindow.all = [];
    const e = fakeElectron(tempDir());
    const backend = await setupMain(e.deps).ready;
    const win = FakeWindow.all[0];
    expect(win.options).toMatchObject({
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
    });
    for (const event of ['did-fail-load', 'render-process-gone', 'preload-error'])
      expect(win.webContents.listenerCount(event), event).toBe(1);
    expect(win.listenerCount('unresponsive')).toBe(1);
    const settle = () => new Promise((r) => setImmediate(r));

    win.webContents.emit('preload-error', {}, '/app/out/preload/index.cjs', new Error('Unexpected token'));
    await settle();
    expect(e.boxes.at(-1)).toMatchObject({ message: 'The app’s window could not start', buttons: ['Reload', 'Quit'] });
    expect(win.loaded).toHaveLength(2); // Reload (the stand-in answers the first button)

    win.emit('unresponsive');
    await settle();
    expect(e.boxes.at(-1)).toMatchObject({
      message: 'The app’s window is not responding',
      buttons: ['Wait', 'Reload'],
    });
    expect(win.loaded).toHaveLength(2); // Wait

    win.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 1 });
    await settle();
    expect(e.boxes.at(-1)).toMatchObject({ message: 'The app’s window stopped working' });

    win.webContents.emit('did-fail-load', {}, -6, 'ERR_FILE_NOT_FOUND', APP_ENTRY_URL, true);
    await settle();
    expect(e.boxes.at(-1)).toMatchObject({ message: 'The app’s page could not be loaded' });
    backend?.stop();
  });

  it('asks for a proxy’s user name and password in its own window, and only for a proxy', async () => {
    FakeWindow.all = [];
    const e = fakeElectron(tempDir());
    const backend = await setupMain(e.deps).ready;
    expect(e.app.listenerCount('login')).toBe(1);
    const answers: (string | undefined)[][] = [];
    let prevented = 0;
    const event = { preventDefault: () => prevented++ };
    const server = { isProxy: false, scheme: 'basic', host: 'academy.example.org', port: 443, realm: 'x' };
    e.app.emit('login', event, null, {}, server, (...a: (string | undefined)[]) => answers.push(a));
    expect(prevented).toBe(0);
    const proxy = { isProxy: true, scheme: 'basic', host: 'proxy.school.example', port: 3128, realm: 'Staff' };
    e.app.emit('login', event, null, {}, proxy, (...a: (string | undefined)[]) => answers.push(a));
    expect(prevented).toBe(1);
    const question = FakeWindow.all[1];
    expect(decodeURIComponent(question.loaded[0])).toContain('proxy.school.example:3128');
    question.webContents.emit(
      'will-navigate',
      { preventDefault() {} },
      'https://proxy-sign-in.invalid/?u=ana&p=s%C3%A9cret',
    );
    await new Promise((r) => setImmediate(r));
    expect(answers).toEqual([['ana', 'sécret']]);
    backend?.stop();
  });
});
