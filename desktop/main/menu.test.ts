import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { menuTemplate } from './menu';

/** Every role and label in the template, depth first. */
function items(template: MenuItemConstructorOptions[]): string[] {
  return template.flatMap((i) => [
    String(i.role ?? i.label ?? i.type),
    ...(Array.isArray(i.submenu) ? items(i.submenu) : []),
  ]);
}

describe('application menu', () => {
  it('has Reload but no developer tools in production', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const all = items(menuTemplate({ isPackaged: true, platform, appName: 'Core Academy Admin' }));
      expect(all).not.toContain('toggleDevTools');
      // The way back from a page that went wrong.
      expect(all).toContain('reload');
      expect(all).not.toContain('forceReload');
    }
  });

  it('has developer tools in development', () => {
    const all = items(menuTemplate({ isPackaged: false, platform: 'linux', appName: 'x' }));
    expect(all).toContain('toggleDevTools');
    expect(all).toContain('reload');
  });

  it('always has the standard Edit and Window menus (copy and paste shortcuts on macOS)', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const top = menuTemplate({ isPackaged: true, platform, appName: 'x' }).map((i) => i.role ?? i.label);
      expect(top).toContain('editMenu');
      expect(top).toContain('windowMenu');
    }
    const mac = menuTemplate({ isPackaged: true, platform: 'darwin', appName: 'Core Academy Admin' });
    expect(mac[0].label).toBe('Core Academy Admin');
    expect(items(mac)).toContain('quit');
  });

  it('offers "Check for Updates..." when asked', () => {
    let clicked = 0;
    for (const platform of ['win32', 'darwin'] as const) {
      const template = menuTemplate({ isPackaged: true, platform, appName: 'x', onCheckForUpdates: () => clicked++ });
      expect(items(template)).toContain('Check for Updates...');
    }
    expect(items(menuTemplate({ isPackaged: true, platform: 'win32', appName: 'x' }))).not.toContain(
      'Check for Updates...',
    );
    expect(clicked).toBe(0);
  });
});
