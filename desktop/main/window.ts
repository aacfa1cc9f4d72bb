import { BrowserWindow, dialog, shell } from 'electron';
import { isAppUrl, isExternalLink } from './navigation';
import { loadFailed, problemDialog, rendererGone, wantsReload, type WindowProblem } from './windowFailure';
import { MIN_SIZE, type Bounds } from './windowState';

/** The one app window: isolated, sandboxed, no Node in the page, no navigation away from the app. */
export function createMainWindow(
  appUrl: string,
  preloadPath: string,
  place: { bounds: Partial<Bounds> & { width: number; height: number }; maximized: boolean },
  failure: { log(line: string): void; quit(): void },
): BrowserWindow {
  const win = new BrowserWindow({
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
  contents.on('render-process-gone', (_e, details) => report(rendererGone(details)));
  contents.on('preload-error', (_e, file, error) => failure.log(`preload-error ${file}: ${error.message}`));

  // Always by URL (app://app/index.html, or the development server): never a path built from a URL.
  // A failed load rejects too; did-fail-load reports it.
  const load = () => void win.loadURL(appUrl).catch(() => undefined);
  load();
  return win;
}
