import { BrowserWindow, shell } from 'electron';
import { isAppUrl, isExternalLink } from './navigation';

/** The one app window: isolated, sandboxed, no Node in the page, no navigation away from the app. */
export function createMainWindow(appUrl: string, preloadPath: string): BrowserWindow {
  const win = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 800,
    minHeight: 600,
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
  win.once('ready-to-show', () => win.show());

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
