import type { MenuItemConstructorOptions } from 'electron';

export type MenuOptions = {
  /** app.isPackaged: production builds have Reload but no Force Reload or Toggle Developer Tools. */
  isPackaged: boolean;
  platform: NodeJS.Platform;
  appName: string;
  /** "Check for Updates..." when given. */
  onCheckForUpdates?: () => void;
};

/**
 * The application menu's template (pure: index.ts passes it to Menu.buildFromTemplate). The
 * standard Edit menu makes copy/paste/undo shortcuts work on macOS, where they only exist
 * through the menu; Window gives minimize and close. Developer tools only in development.
 */
export function menuTemplate(o: MenuOptions): MenuItemConstructorOptions[] {
  const mac = o.platform === 'darwin';
  const updates: MenuItemConstructorOptions[] = o.onCheckForUpdates
    ? [{ label: 'Check for Updates...', click: o.onCheckForUpdates }]
    : [];
  // Reload in every build: the way back from a page that went wrong (the error boundary offers it too).
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    ...(o.isPackaged ? [] : ([{ role: 'forceReload' }, { role: 'toggleDevTools' }] as const)),
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  return [
    ...(mac
      ? [
          {
            label: o.appName,
            submenu: [
              { role: 'about' },
              ...updates,
              { type: 'separator' },
              { role: 'services' },
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              { role: 'quit' },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    { label: 'File', submenu: [mac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
    ...(mac || updates.length === 0 ? [] : [{ role: 'help' as const, submenu: updates }]),
  ];
}
