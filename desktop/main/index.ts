import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  net,
  Notification,
  protocol,
  screen,
  safeStorage,
  session,
  shell,
} from 'electron';
import { readFile } from 'node:fs/promises';
import path, { join } from 'node:path';
import { MEDIA_SCHEME } from '../shared/ipc';
import { APP_ENTRY_URL, APP_SCHEME, serveAppRequest } from './appProtocol';
import { createBackend } from './backend';
import { damagedFilesMessage } from './files-atomic';
import { createFileDialogs } from './files';
import { createLog, type Log } from './log';
import { registerIpc } from './ipc';
import { isExternalLink } from './navigation';
import { quitWarning } from '../../shared/connectionTexts';
import { menuTemplate } from './menu';
import { syncNotice } from './syncNotice';
import { createMainWindow } from './window';
import { restoreBounds } from './windowState';
import { createUpdateController } from './updateController';
import { packagedFeedUrl, restartQuestion } from './updates';
import type { ConnectionStatus } from '../../shared/transport';
import electronUpdater from 'electron-updater';

// The app's pages come from app://app (appProtocol.ts), not file://; <img src="academy-media://media/uploads/...">
// must load like https: images do.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  { scheme: MEDIA_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
]);

// Windows shows notifications only for the AppUserModelID of the installer's shortcut (appId in electron-builder.yml).
if (process.platform === 'win32') app.setAppUserModelId('org.coreperformingarts.admin');

const isFirstInstance = app.requestSingleInstanceLock();
if (!isFirstInstance) app.quit();

let mainWindow: BrowserWindow | null = null;
// Registered before the backend opens (that takes a while on a slow disk): a second start meanwhile
// must not be lost. It brings the window forward, shown even if its page never loaded.
app.on('second-instance', () => {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  if (!mainWindow.isVisible()) mainWindow.show();
  mainWindow.focus();
});

/** main.log in the app's logs folder (~/Library/Logs/Core Academy Admin on macOS, userData/logs elsewhere). */
let writeLog: Log | null = null;
const log = (line: string) => {
  console.error(line);
  // Made on first use: a second instance, which quits at once, never creates the folder.
  void (writeLog ??= createLog(app.getPath('logs')))(line);
};

const here = import.meta.dirname;
const rendererRoot = join(here, '../renderer');
// The development server's address (electron-vite dev) is honoured only in development.
const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const appUrl = devUrl ?? APP_ENTRY_URL;
const preloadPath = join(here, '../preload/index.cjs');

async function start() {
  let last: ConnectionStatus = { online: true, savedAt: null, queued: [], failed: [] };
  let quitConfirmed = false;
  // The app never needs the camera, location, notifications...
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));

  const backend = await createBackend({
    userDataDir: app.getPath('userData'),
    // Chromium's network stack, not Node's fetch: it follows the system's proxy settings (PAC
    // included) and trusts the operating system's certificates, as school networks need (the
    // NODE_OPTIONS fuse rules out NODE_EXTRA_CA_CERTS). The tests run the same code on Node's fetch;
    // forward.ts's surelyNotSent knows both kinds of error.
    // no-store and no cookies, as with Node's fetch: what the app keeps of the server's answers is
    // its own offline copy, which signing out removes, never Chromium's HTTP cache.
    fetch: ((input, init) =>
      net.fetch(input instanceof URL ? input.href : input, {
        ...init,
        cache: 'no-store',
        credentials: 'omit',
      })) as typeof fetch,
    cipher: safeStorage,
    dialogs: createFileDialogs(() => mainWindow),
    openExternal: async (url) => {
      if (isExternalLink(url)) await shell.openExternal(url);
    },
    // A damaged settings.json or queue.json was kept aside: say so, and what was kept, then go on.
    onDamagedFiles: (files) => {
      const text = damagedFilesMessage(files);
      if (!text) return;
      const options = { type: 'warning' as const, title: 'Core Academy Admin', ...text };
      void (mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options));
    },
  });
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, rendererRoot, path, (f) => readFile(f)));
  protocol.handle(MEDIA_SCHEME, (request) => backend.media(request));
  registerIpc(backend, appUrl, () => mainWindow?.webContents ?? null);
  backend.start();

  // electron-updater's autoUpdater, only in the installed app: reading it loads the updater for
  // this package type (nsis, dmg/zip, AppImage, deb).
  const autoUpdater = app.isPackaged ? electronUpdater.autoUpdater : null;
  const packagedFeed = app.isPackaged
    ? packagedFeedUrl(await readFile(join(process.resourcesPath, 'app-update.yml'), 'utf8').catch(() => ''))
    : null;
  const showMessage = async (m: { message: string; detail: string }) => {
    const options = { type: 'info' as const, title: 'Core Academy Admin', ...m };
    await (mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options));
  };
  const updates = createUpdateController({
    updater: {
      // The controller listens to a few of AppUpdater's events, with the same names and arguments.
      on: (event, listener) => autoUpdater?.on(event, listener as never),
      setFeedURL: (options) => autoUpdater?.setFeedURL(options),
      checkForUpdates: async () => {
        const result = (await autoUpdater?.checkForUpdates()) ?? null;
        // A failed download also comes as an 'error' event, which the controller reports.
        result?.downloadPromise?.catch(() => undefined);
        return result;
      },
      quitAndInstall: () => autoUpdater?.quitAndInstall(),
    },
    currentVersion: app.getVersion(),
    isPackaged: app.isPackaged,
    feed: () => backend.updateFeedUrl() ?? packagedFeed,
    settingsFile: join(app.getPath('userData'), 'settings.json'),
    ui: {
      progress: (fraction) => mainWindow?.setProgressBar(fraction ?? -1),
      show: showMessage,
      askRestart: async (version) => {
        const options = { type: 'info' as const, title: 'Core Academy Admin', ...restartQuestion(version, last) };
        const { response } = await (mainWindow
          ? dialog.showMessageBox(mainWindow, options)
          : dialog.showMessageBox(options));
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

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate({
        isPackaged: app.isPackaged,
        platform: process.platform,
        appName: app.name,
        onCheckForUpdates: () => void updates.check(true),
      }),
    ),
  );

  /** The window, where it was last time if that display is still there; closing it keeps its place. */
  const openWindow = () => {
    const place = restoreBounds(
      backend.windowState(),
      screen.getAllDisplays().map((d) => d.workArea),
    );
    const win = createMainWindow(appUrl, preloadPath, place, { log, quit: () => app.quit() });
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
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  updates.start();
  // A system notification when a replay finishes or the server refuses an edit.
  last = await backend.handle('getConnection', undefined);
  backend.onStatus((next) => {
    const notice = syncNotice(last, next);
    last = next;
    if (notice && Notification.isSupported()) new Notification(notice).show();
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
    const options = { type: 'warning' as const, buttons: ['Quit', 'Cancel'], defaultId: 1, cancelId: 1, ...warning };
    void (mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options)).then(
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
}

if (isFirstInstance) {
  app
    .whenReady()
    .then(start)
    .catch((e: unknown) => {
      // Never a silent exit: say what stopped the start.
      log(`start failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      dialog.showErrorBox('Core Academy Admin could not start', e instanceof Error ? e.message : String(e));
      app.exit(1);
    });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
