import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { createUpdateController, UPDATE_CHECK_EVERY_MS, type Updater } from './updateController';
import { packagedFeedUrl, unsignedReason } from './updates';

/**
 * electron-updater's autoUpdater needs a packaged Electron app, so these run the controller on a
 * stand-in that emits the same events, in the same order, as AppUpdater does.
 */
function fakeUpdater(next: () => Promise<{ isUpdateAvailable: boolean; version: string }>) {
  const emitter = new EventEmitter();
  const calls: string[] = [];
  const updater: Updater & { emit: EventEmitter['emit'] } = {
    on: (event, listener) => emitter.on(event, listener as never),
    emit: emitter.emit.bind(emitter),
    setFeedURL: (o) => calls.push(`feed ${o.url}`),
    checkForUpdates: async () => {
      calls.push('check');
      const r = await next();
      return { isUpdateAvailable: r.isUpdateAvailable, updateInfo: { version: r.version } };
    },
    downloadUpdate: async () => calls.push('download'),
    quitAndInstall: () => calls.push('quitAndInstall'),
  };
  return { updater, calls };
}

function harness(
  opts: {
    next?: () => Promise<{ isUpdateAvailable: boolean; version: string }>;
    feed?: string | null;
    isPackaged?: boolean;
    restart?: boolean;
    metered?: boolean;
    unsigned?: string | null;
  } = {},
) {
  const { updater, calls } = fakeUpdater(opts.next ?? (async () => ({ isUpdateAvailable: false, version: '1.0.0' })));
  const shown: { message: string; detail: string }[] = [];
  const progress: (number | null)[] = [];
  const asked: string[] = [];
  const logged: string[] = [];
  const scheduled: { fn: () => void; ms: number }[] = [];
  const controller = createUpdateController({
    updater,
    currentVersion: '1.0.0',
    isPackaged: opts.isPackaged ?? true,
    feed: () => (opts.feed === undefined ? 'https://academy.example.org/desktop/' : opts.feed),
    settingsFile: '/cfg/settings.json',
    metered: () => opts.metered ?? false,
    unsigned: () => opts.unsigned ?? null,
    ui: {
      progress: (f) => progress.push(f),
      show: async (m) => void shown.push(m),
      askRestart: async (v) => {
        asked.push(v);
        return opts.restart ?? false;
      },
      log: (l) => logged.push(l),
    },
    schedule: (fn, ms) => {
      scheduled.push({ fn, ms });
      return () => undefined;
    },
  });
  return { controller, updater, calls, shown, progress, asked, logged, scheduled };
}

describe('update feed from the packaged app-update.yml', () => {
  it('takes the generic feed electron-builder wrote, unless it is the placeholder', () => {
    expect(
      packagedFeedUrl('provider: generic\nurl: https://academy.example.org/desktop/\nupdaterCacheDirName: x\n'),
    ).toBe('https://academy.example.org/desktop/');
    expect(packagedFeedUrl("provider: generic\nurl: 'https://academy.example.org/desktop/'\n")).toBe(
      'https://academy.example.org/desktop/',
    );
    expect(packagedFeedUrl('provider: generic\nurl: https://updates.invalid/core-academy-admin/\n')).toBeNull();
    expect(packagedFeedUrl('provider: generic\nurl: http://academy.example.org/desktop/\n')).toBeNull();
    expect(packagedFeedUrl('provider: github\nowner: x\n')).toBeNull();
    expect(packagedFeedUrl('')).toBeNull();
  });
});

describe('update checks', () => {
  it('checks soon after start and then every few hours, without a word while up to date', async () => {
    const h = harness();
    h.controller.start();
    expect(h.scheduled).toHaveLength(1);
    expect(h.scheduled[0].ms).toBeLessThan(60_000);
    h.scheduled[0].fn();
    // The next one is set once this check has ended.
    await vi.waitFor(() => expect(h.scheduled).toHaveLength(2));
    expect(h.calls).toEqual(['feed https://academy.example.org/desktop/', 'check']);
    expect(h.scheduled[1].ms).toBe(UPDATE_CHECK_EVERY_MS);
    expect(UPDATE_CHECK_EVERY_MS).toBe(4 * 60 * 60 * 1000);
    h.scheduled[1].fn();
    await vi.waitFor(() => expect(h.scheduled).toHaveLength(3));
    expect(h.calls.filter((c) => c === 'check')).toHaveLength(2);
    expect(h.shown).toEqual([]);
  });

  it('shows the download’s progress, then offers "Restart to update", and installs when chosen', async () => {
    const h = harness({ next: async () => ({ isUpdateAvailable: true, version: '1.1.0' }), restart: true });
    await h.controller.check(false);
    h.updater.emit('update-available', { version: '1.1.0' });
    h.updater.emit('download-progress', { percent: 42.5 });
    h.updater.emit('update-downloaded', { version: '1.1.0' });
    await new Promise((r) => setImmediate(r));
    expect(h.progress).toEqual([0, 0.425, null]);
    expect(h.asked).toEqual(['1.1.0']);
    expect(h.calls).toContain('quitAndInstall');
  });

  it('"Later" keeps it for the next quit; the menu offers the restart again instead of checking', async () => {
    const h = harness({ next: async () => ({ isUpdateAvailable: true, version: '1.1.0' }), restart: false });
    await h.controller.check(false);
    h.updater.emit('update-downloaded', { version: '1.1.0' });
    await new Promise((r) => setImmediate(r));
    expect(h.calls).not.toContain('quitAndInstall');
    await h.controller.check(true);
    expect(h.asked).toEqual(['1.1.0', '1.1.0']);
    expect(h.calls.filter((c) => c === 'check')).toHaveLength(1);
  });

  it('a failed automatic check is logged, not shown (the app is often offline); a checked-for one is shown', async () => {
    const h = harness({
      next: async () => {
        throw new Error('net::ERR_NAME_NOT_RESOLVED');
      },
    });
    await h.controller.check(false);
    expect(h.shown).toEqual([]);
    expect(h.logged).toEqual(['update check failed: net::ERR_NAME_NOT_RESOLVED']);
    await h.controller.check(true);
    expect(h.shown).toEqual([{ message: 'Could not check for updates', detail: 'net::ERR_NAME_NOT_RESOLVED' }]);
  });

  it('a download that fails is shown and logged, and the progress bar goes', async () => {
    const h = harness({ next: async () => ({ isUpdateAvailable: true, version: '1.1.0' }) });
    await h.controller.check(false);
    h.updater.emit('update-available', { version: '1.1.0' });
    h.updater.emit('download-progress', { percent: 10 });
    h.updater.emit('error', new Error('sha512 checksum mismatch'));
    await new Promise((r) => setImmediate(r));
    expect(h.progress).toEqual([0, 0.1, null]);
    expect(h.shown).toEqual([
      {
        message: 'Version 1.1.0 could not be downloaded',
        detail: 'sha512 checksum mismatch. It is tried again later.',
      },
    ]);
    expect(h.logged).toEqual(['update download failed: sha512 checksum mismatch']);
  });

  it('a check asked for while one runs waits for it instead of starting another', async () => {
    let release!: () => void;
    const h = harness({
      next: () => new Promise((r) => (release = () => r({ isUpdateAvailable: false, version: '1.0.0' }))),
    });
    const auto = h.controller.check(false);
    const manual = h.controller.check(true);
    release();
    await Promise.all([auto, manual]);
    expect(h.calls.filter((c) => c === 'check')).toHaveLength(1);
    expect(h.shown).toEqual([{ message: 'The app is up to date', detail: 'Version 1.0.0 is the newest.' }]);
  });

  it('while downloading, the menu says how far it is', async () => {
    const h = harness({ next: async () => ({ isUpdateAvailable: true, version: '1.1.0' }) });
    await h.controller.check(false);
    h.updater.emit('update-available', { version: '1.1.0' });
    h.updater.emit('download-progress', { percent: 63.4 });
    await h.controller.check(true);
    expect(h.shown.at(-1)).toEqual({
      message: 'Version 1.1.0 is being downloaded (63%)',
      detail: 'You will be asked to restart the app when it is ready.',
    });
  });

  it('without a feed, or in development, checks nothing and says why only when asked', async () => {
    const none = harness({ feed: null });
    await none.controller.check(false);
    expect(none.calls).toEqual([]);
    expect(none.shown).toEqual([]);
    await none.controller.check(true);
    expect(none.shown[0].message).toBe('No update feed is configured');
    const dev = harness({ isPackaged: false });
    dev.controller.start();
    expect(dev.scheduled).toEqual([]);
    await dev.controller.check(true);
    expect(dev.calls).toEqual([]);
    expect(dev.shown[0].message).toMatch(/installed app/);
  });

  it('on a metered connection, an automatic check finds the update but does not download it; the menu does', async () => {
    const h = harness({ next: async () => ({ isUpdateAvailable: true, version: '1.1.0' }), metered: true });
    await h.controller.check(false);
    expect(h.calls).not.toContain('download');
    expect(h.progress).toEqual([]);
    expect(h.logged).toEqual(['update 1.1.0 found; its download waits for a connection that is not metered']);
    await h.controller.check(true);
    expect(h.calls.filter((c) => c === 'download')).toHaveLength(1);
    const free = harness({ next: async () => ({ isUpdateAvailable: true, version: '1.1.0' }) });
    await free.controller.check(false);
    expect(free.calls).toContain('download');
  });

  it('a copy that cannot check its updates’ publisher does not look for any, and says why when asked', async () => {
    const h = harness({ next: async () => ({ isUpdateAvailable: true, version: '1.1.0' }), unsigned: 'unsigned copy' });
    await h.controller.check(false);
    await h.controller.check(true);
    expect(h.calls).toEqual([]);
    expect(h.shown).toEqual([{ message: 'This copy cannot update itself', detail: 'unsigned copy' }]);
  });
});

describe('publisher check on Windows', () => {
  it('needs the publisherName electron-updater verifies against; other systems check on their own', () => {
    const signed = 'provider: generic\nurl: https://a.example/\npublisherName:\n  - Core Performing Arts Academy\n';
    const inline = 'provider: generic\npublisherName: Core Performing Arts Academy\n';
    expect(unsignedReason('win32', signed)).toBeNull();
    expect(unsignedReason('win32', inline)).toBeNull();
    expect(unsignedReason('win32', 'provider: generic\nurl: https://a.example/\n')).toMatch(/without a code-signing/);
    expect(unsignedReason('win32', '')).not.toBeNull();
    expect(unsignedReason('darwin', '')).toBeNull();
    expect(unsignedReason('linux', '')).toBeNull();
  });
});
