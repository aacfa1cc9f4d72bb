import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import electronUpdater from 'electron-updater';
import { setupMain } from './setupMain';

// Everything is wired in setupMain.ts, given Electron's objects here (its tests give stand-ins).
setupMain({
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  net,
  Notification,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  autoUpdater: () => electronUpdater.autoUpdater,
  platform: process.platform,
  resourcesPath: process.resourcesPath,
  here: import.meta.dirname,
  env: process.env,
});
