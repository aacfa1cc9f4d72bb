import type { BrowserWindow as BrowserWindowType, BrowserWindowConstructorOptions, Dialog, Shell } from 'electron';
import { isAppUrl, isExternalLink } from './navigation';
import {
  loadFailed,
  preloadFailed,
  problemDialog,
  rendererGone,
  unresponsiveDialog,
  wantsReload,
  wantsReloadWhenUnresponsive,
  type WindowProblem,
} from './windowFailure';
import { MIN_SIZE, type Bounds } from './windowState';

/** What the window needs of Electron, passed in (setupMain.ts), so tests can give stand-ins. */
export type WindowElectron = {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindowType;
  dialog: Pick<Dialog, 'showMessageBox'>;
  shell: Pick<Shell, 'openExternal'>;
};

/** The one app window: isolated, sandboxed, no Node in the page, no navigation away from the app. */
export function createMainWindow(
  electron: WindowElectron,
  appUrl: string,
  preloadPath: string,
  place: { bounds: Partial<Bounds> & { width: number; height: number }; maximized: boolean },
  failure: { log(line: string): void; quit(): void },
): BrowserWindowType {
  const { dialog, shell } = electron;
  const win = new electron.BrowserWindow({
    ...place.bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Core Academy Admin',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      spellcheck: true,
    },
  });
  win.once('ready-to-show', () => {
    if (place.maximized) win.maximize();
    win.show();
  });

  const contents = win.webContents;
  contents.on('will-navigate', (event, url) => {
    if (isAppUrl(url, appUrl)) return;
    event.preventDefault();
    if (isExternalLink(url)) void shell.openExternal(url);
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, appUrl)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());

  // A failed load or a dead page process: shown (the window may never have been), logged, and
  // Reload offered. One dialog at a time: a reload that fails again asks again once answered.
  let asking = false;
  const report = (p: WindowProblem | null) => {
    if (!p || win.isDestroyed()) return;
    failure.log(p.log);
    if (asking) return;
    asking = true;
    if (!win.isVisible()) win.show();
    void dialog.showMessageBox(win, problemDialog(p)).then(({ response }) => {
      asking = false;
      if (win.isDestroyed()) return;
      if (wantsReload(p, response)) load();
      else failure.quit();
    });
  };
  contents.on('did-fail-load', (_e, errorCode, errorDescription, validatedURL, isMainFrame) =>
    report(loadFailed({ errorCode, errorDescription, validatedURL, isMainFrame })),
  );
  let endedOnPurpose = false;
  contents.on('render-process-gone', (_e, details) => {
    if (endedOnPurpose) endedOnPurpose = false;
    else report(rendererGone(details));
  });
  // Without its preload the page has no window.academy: shown, not only logged.
  contents.on('preload-error', (_e, file, error) => report(preloadFailed(file, error)));
  // A page stuck in a long task: wait, or reload it (its process is ended first, it answers nothing).
  let stuck = false;
  win.on('unresponsive', () => {
    failure.log('unresponsive');
    if (stuck || win.isDestroyed()) return;
    stuck = true;
    void dialog.showMessageBox(win, unresponsiveDialog()).then(({ response }) => {
      stuck = false;
      if (win.isDestroyed() || !wantsReloadWhenUnresponsive(response)) return;
      endedOnPurpose = true;
      contents.forcefullyCrashRenderer();
      load();
    });
  });

  // Always by URL (app://app/index.html, or the development server): never a path built from a URL.
  // A failed load rejects too; did-fail-load reports it.
  const load = () => void win.loadURL(appUrl).catch(() => undefined);
  load();
  return win;
}
