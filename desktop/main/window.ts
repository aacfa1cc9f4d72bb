import { BrowserWindow, shell } from 'electron';
import { isAppUrl, isExternalLink } from './navigation';
import { MIN_SIZE, type Bounds } from './windowState';

/** The one app window: isolated, sandboxed, no Node in the page, no navigation away from the app. */
export function createMainWindow(
  appUrl: string,
  preloadPath: string,
  place: { bounds: Partial<Bounds> & { width: number; height: number }; maximized: boolean },
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

  // Always by URL (app://app/index.html, or the development server): never a path built from a URL.
  void win.loadURL(appUrl);
  return win;
}
