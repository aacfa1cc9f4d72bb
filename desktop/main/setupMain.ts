// Over 250 lines: this is the one place where Electron's objects meet the app's modules; split
// further, the wiring the tests check through setupMain (setupMain.test.ts) would be spread out.
import type * as ElectronModule from 'electron';
import type { AppUpdater } from 'electron-updater';
import { readFile } from 'node:fs/promises';
import path, { join } from 'node:path';
import { quitWarning } from '../../shared/connectionTexts';
import type { ConnectionStatus } from '../../shared/transport';
import { MEDIA_SCHEME } from '../shared/ipc';
import { APP_ENTRY_URL, APP_SCHEME, serveAppRequest } from './appProtocol';
import { createBackend, type Backend } from './backend';
import { damagedFilesMessage } from './files-atomic';
import { createFileDialogs } from './files';
import { registerIpc } from './ipc';
import { createLog, type Log } from './log';
import { menuTemplate } from './menu';
import { isExternalLink } from './navigation';
import { createProxyAuth, withProxyAuth, type LoginCallback, type ProxyInfo } from './proxyAuth';
import { askProxyCredentials } from './proxyDialog';
import { syncNotice } from './syncNotice';
import { createUpdateController } from './updateController';
import { packagedFeedUrl, restartQuestion, unsignedReason } from './updates';
import { createMainWindow } from './window';
import { restoreBounds } from './windowState';

type E = typeof ElectronModule;
/**
 * Electron's objects the main process uses, passed in: index.ts gives the real ones, the tests
 * stand-ins recording what is registered (Electron's binary cannot run on the build machines).
 */
export type MainDeps = {
  app: E['app'];
  BrowserWindow: E['BrowserWindow'];
  dialog: E['dialog'];
  ipcMain: E['ipcMain'];
  Menu: E['Menu'];
  net: E['net'];
  Notification: E['Notification'];
  protocol: E['protocol'];
  safeStorage: E['safeStorage'];
  screen: E['screen'];
  session: E['session'];
  shell: E['shell'];
  /** electron-updater's autoUpdater, read only in the installed app (it loads the updater for the package type). */
  autoUpdater: () => AppUpdater | null;
  platform: NodeJS.Platform;
  resourcesPath: string;
  /** The built files' folder (out/main), next to out/preload and out/renderer. */
  here: string;
  env: Record<string, string | undefined>;
};

const TITLE = 'Core Academy Admin';

export type MainApp = { ready: Promise<Backend | null>; log: Log };

export function setupMain(d: MainDeps): MainApp {
  const { app, dialog } = d;
  // The app's pages come from app://app (appProtocol.ts), not file://; <img src="academy-media://media/uploads/...">
  // must load like https: images do.
  d.protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
    { scheme: MEDIA_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
  ]);
  // Windows shows notifications only for the AppUserModelID of the installer's shortcut (appId in electron-builder.yml).
  if (d.platform === 'win32') app.setAppUserModelId('org.coreperformingarts.admin');

  /** main.log in the app's logs folder (~/Library/Logs/Core Academy Admin on macOS, userData/logs elsewhere). */
  let writeLog: Log | null = null;
  const log: Log = (line: string) => {
    console.error(line);
    // Made on first use: a second instance, which quits at once, never creates the folder.
    return (writeLog ??= createLog(app.getPath('logs')))(line);
  };

  const isFirstInstance = app.requestSingleInstanceLock();
  if (!isFirstInstance) {
    app.quit();
    return { ready: Promise.resolve(null), log };
  }

  let mainWindow: ElectronModule.BrowserWindow | null = null;
  // Registered before the backend opens (that takes a while on a slow disk): a second start meanwhile
  // must not be lost. It brings the window forward, shown even if its page never loaded.
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    if (!mainWindow.isVisible()) mainWindow.show();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => {
    if (d.platform !== 'darwin') app.quit();
  });

  const rendererRoot = join(d.here, '../renderer');
  // The development server's address (electron-vite dev) is honoured only in development.
  const devUrl = app.isPackaged ? undefined : d.env.ELECTRON_RENDERER_URL;
  const appUrl = devUrl ?? APP_ENTRY_URL;
  const preloadPath = join(d.here, '../preload/index.cjs');
  const showBox = (options: ElectronModule.MessageBoxOptions) =>
    mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options);

  // A proxy asking for a user name and password: the window's requests (app 'login'), the
  // updater's ('login' on autoUpdater) and main's net.fetch (withProxyAuth) all ask here.
  const proxyAuth = createProxyAuth({ ask: askProxyCredentials(d.BrowserWindow, () => mainWindow), log });
  app.on('login', (event, _wc, _details, authInfo, callback) => {
    if (!authInfo.isProxy) return;
    event.preventDefault();
    proxyAuth.onLogin(authInfo, callback);
  });
  /** A net.request whose 'login' is answered: Chromium keeps the credentials for later net.fetch calls. */
  const primeProxy = (url: string) =>
    new Promise<boolean>((resolve) => {
      let asked = false;
      const req = d.net.request({ url, method: 'HEAD', redirect: 'manual' });
      req.on('login', (authInfo: ProxyInfo, callback: LoginCallback) => {
        asked = proxyAuth.onLogin(authInfo, callback);
      });
      req.on('response', () => resolve(asked));
      req.on('error', () => resolve(false));
      req.on('redirect', () => {
        req.abort();
        resolve(asked);
      });
      req.end();
    });
  // Chromium's network stack, not Node's fetch: it follows the system's proxy settings (PAC
  // included) and trusts the operating system's certificates, as school networks need (the
  // NODE_OPTIONS fuse rules out NODE_EXTRA_CA_CERTS). no-store and no cookies: what the app keeps
  // of the server's answers is its own offline copy, which signing out removes.
  const netFetch = withProxyAuth(
    ((input, init) =>
      d.net.fetch(input instanceof URL ? input.href : (input as string), {
        ...init,
        cache: 'no-store',
        credentials: 'omit',
      })) as typeof fetch,
    primeProxy,
  );

  async function start(): Promise<Backend> {
    let last: ConnectionStatus = { online: true, savedAt: null, queued: [], failed: [] };
    let quitConfirmed = false;
    // The app never needs the camera, location, notifications...
    d.session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));

    const backend = await createBackend({
      userDataDir: app.getPath('userData'),
      logsDir: app.getPath('logs'),
      fetch: netFetch,
      cipher: d.safeStorage,
      dialogs: createFileDialogs(dialog, () => mainWindow),
      openExternal: async (url) => {
        if (isExternalLink(url)) await d.shell.openExternal(url);
      },
      // A damaged settings.json or queue.json was kept aside: say so, and what was kept, then go on.
      onDamagedFiles: (files) => {
        const text = damagedFilesMessage(files);
        if (text) void showBox({ type: 'warning', title: TITLE, ...text });
      },
      ask: async (question) => (await showBox(question)).response,
      clearBrowserData: async () => {
        await d.session.defaultSession.clearStorageData();
        await d.session.defaultSession.clearCache();
      },
    });
    d.protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, rendererRoot, path, (f) => readFile(f)));
    d.protocol.handle(MEDIA_SCHEME, (request) => backend.media(request));
    registerIpc(d.ipcMain, backend, appUrl, () => mainWindow?.webContents ?? null);
    backend.start();

    const autoUpdater = app.isPackaged ? d.autoUpdater() : null;
    const appUpdateYml = app.isPackaged
      ? await readFile(join(d.resourcesPath, 'app-update.yml'), 'utf8').catch(() => '')
      : '';
    if (autoUpdater) {
      // The controller starts downloads itself, so a metered connection can wait.
      autoUpdater.autoDownload = false;
      // Its callback is a ClientRequest's: called with no arguments, it cancels (typed as always taking two).
      autoUpdater.on('login', (authInfo, callback) => proxyAuth.onLogin(authInfo, callback as LoginCallback));
    }
    const packagedFeed = app.isPackaged ? packagedFeedUrl(appUpdateYml) : null;
    const updates = createUpdateController({
      updater: {
        // The controller listens to a few of AppUpdater's events, with the same names and arguments.
        on: (event, listener) => autoUpdater?.on(event, listener as never),
        setFeedURL: (options) => autoUpdater?.setFeedURL(options),
        checkForUpdates: async () => (await autoUpdater?.checkForUpdates()) ?? null,
        downloadUpdate: async () => autoUpdater?.downloadUpdate(),
        quitAndInstall: () => autoUpdater?.quitAndInstall(),
      },
      currentVersion: app.getVersion(),
      isPackaged: app.isPackaged,
      // settings.json's (written by hand or by whoever deploys the app), else the packaged one; no IPC channel sets it.
      feed: () => backend.updateFeedUrl() ?? packagedFeed,
      settingsFile: join(app.getPath('userData'), 'settings.json'),
      unsigned: () => unsignedReason(d.platform, appUpdateYml),
      metered: () => {
        const hints = backend.networkHints();
        return hints.saveData || hints.type === 'cellular';
      },
      ui: {
        progress: (fraction) => mainWindow?.setProgressBar(fraction ?? -1),
        show: async (m) => void (await showBox({ type: 'info', title: TITLE, ...m })),
        askRestart: async (version) => {
          const { response } = await showBox({ type: 'info', title: TITLE, ...restartQuestion(version, last) });
          // Restarting to update was the answer to "quit?": the waiting edits are kept either way.
          if (response === 0) quitConfirmed = true;
          return response === 0;
        },
        log,
      },
      schedule: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
    });

    d.Menu.setApplicationMenu(
      d.Menu.buildFromTemplate(
        menuTemplate({
          isPackaged: app.isPackaged,
          platform: d.platform,
          appName: app.name,
          onCheckForUpdates: () => void updates.check(true),
        }),
      ),
    );

    /** The window, where it was last time if that display is still there; closing it keeps its place. */
    const openWindow = () => {
      const place = restoreBounds(
        backend.windowState(),
        d.screen.getAllDisplays().map((s) => s.workArea),
      );
      const win = createMainWindow(d, appUrl, preloadPath, place, { log, quit: () => app.quit() });
      win.on('close', () => {
        const maximized = win.isMaximized();
        void backend.saveWindowState({ ...win.getNormalBounds(), ...(maximized ? { maximized } : {}) });
      });
      // On every window, the first and one re-created on macOS's activate alike.
      win.on('closed', () => {
        if (mainWindow === win) mainWindow = null;
      });
      mainWindow = win;
    };
    openWindow();
    app.on('activate', () => {
      if (d.BrowserWindow.getAllWindows().length === 0) openWindow();
    });
    updates.start();
    // A system notification when a replay finishes or the server refuses an edit.
    last = await backend.handle('getConnection', undefined);
    backend.onStatus((next) => {
      const notice = syncNotice(last, next);
      last = next;
      if (notice && d.Notification.isSupported()) new d.Notification(notice).show();
    });

    // Quitting with edits still waiting asks first (they are kept either way).
    app.on('before-quit', (event) => {
      const warning = quitConfirmed ? null : quitWarning(last);
      if (!warning) {
        updates.stop();
        backend.stop();
        return;
      }
      event.preventDefault();
      void showBox({ type: 'warning', buttons: ['Quit', 'Cancel'], defaultId: 1, cancelId: 1, ...warning }).then(
        ({ response }) => {
          if (response !== 0) {
            // Cancelled after the last window closed (Windows, Linux): bring the window back.
            if (!mainWindow) openWindow();
            return;
          }
          quitConfirmed = true;
          app.quit();
        },
      );
    });
    return backend;
  }

  const ready = app
    .whenReady()
    .then(start)
    .catch((e: unknown) => {
      // Never a silent exit: say what stopped the start.
      void log(`start failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      dialog.showErrorBox('Core Academy Admin could not start', e instanceof Error ? e.message : String(e));
      app.exit(1);
      return null;
    });
  return { ready, log };
}
