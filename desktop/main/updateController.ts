import { updateMessage, type UpdateCheck } from './updates';

/** What the controller uses of electron-updater's autoUpdater (AppUpdater), with its event names. */
export type UpdaterEvents = {
  'update-available': (info: { version: string }) => void;
  'download-progress': (progress: { percent: number }) => void;
  'update-downloaded': (info: { version: string }) => void;
  error: (error: Error) => void;
};
export type Updater = {
  on<K extends keyof UpdaterEvents>(event: K, listener: UpdaterEvents[K]): unknown;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<{ isUpdateAvailable: boolean; updateInfo: { version: string } } | null>;
  /** autoDownload is off (index.ts): the controller starts the download, unless the connection is metered. */
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(): void;
};

export type UpdateUi = {
  /** The download's progress on the taskbar or Dock icon (0 to 1); null removes it. */
  progress(fraction: number | null): void;
  show(message: { message: string; detail: string }): Promise<void>;
  /** "Restart to update" (true) or "Later". */
  askRestart(version: string): Promise<boolean>;
  log(line: string): void;
};

/** Soon after start (not while the window opens), then this often. */
export const FIRST_UPDATE_CHECK_MS = 15_000;
export const UPDATE_CHECK_EVERY_MS = 4 * 60 * 60 * 1000;

/**
 * Update checks: soon after start and every few hours while the app runs, and from the menu. A
 * found update downloads by itself (autoDownload), its progress on the app's icon; once ready,
 * the app offers to restart into it (or installs it on the next quit). Automatic checks that fail
 * are only logged: the app is made to work offline. A check asked for from the menu, and a
 * download that fails, are shown.
 */
export function createUpdateController(o: {
  updater: Updater;
  currentVersion: string;
  isPackaged: boolean;
  /** The feed's address now (settings.json's, else the packaged one), or null. */
  feed: () => string | null;
  settingsFile: string;
  /**
   * Why this copy must not install updates (Windows without a publisher to check them against),
   * or null. Checked before every check: an update nobody can verify is not downloaded.
   */
  unsigned?: () => string | null;
  /** Whether the connection looks metered now (the page's navigator.connection hints): automatic downloads wait. */
  metered?: () => boolean;
  ui: UpdateUi;
  schedule: (run: () => void, ms: number) => () => void;
}) {
  const { updater, ui } = o;
  let downloading: { version: string; percent: number } | null = null;
  let ready: string | null = null;
  let running: Promise<UpdateCheck> | null = null;
  let asking = false;
  let cancel: (() => void) | null = null;

  const startDownload = (version: string) => {
    downloading = { version, percent: 0 };
    ui.progress(0);
    // A failed download also comes as an 'error' event, which reports it.
    updater.downloadUpdate().catch(() => undefined);
  };
  updater.on('download-progress', (p) => {
    if (downloading) downloading.percent = p.percent;
    ui.progress(p.percent / 100);
  });
  updater.on('update-downloaded', (info) => {
    downloading = null;
    ready = info.version;
    ui.progress(null);
    void offerRestart();
  });
  // A failed check also rejects checkForUpdates (handled in run); a failed download only comes here.
  updater.on('error', (e) => {
    if (!downloading) return;
    const { version } = downloading;
    downloading = null;
    ui.progress(null);
    ui.log(`update download failed: ${e.message}`);
    void ui.show(updateMessage({ kind: 'download-failed', version, reason: e.message }));
  });

  async function offerRestart() {
    if (!ready || asking) return;
    asking = true;
    try {
      if (await ui.askRestart(ready)) updater.quitAndInstall();
    } finally {
      asking = false;
    }
  }

  async function run(url: string, manual: boolean): Promise<UpdateCheck> {
    // Every time: the feed may have been changed (or cleared) in the settings since the last check.
    updater.setFeedURL({ provider: 'generic', url });
    try {
      const result = await updater.checkForUpdates();
      const version = result?.updateInfo.version ?? o.currentVersion;
      if (!result?.isUpdateAvailable) return { kind: 'up-to-date', version: o.currentVersion };
      // Asked for from the menu, it downloads whatever the connection: the administrator chose to.
      if (!manual && o.metered?.()) {
        ui.log(`update ${version} found; its download waits for a connection that is not metered`);
        return { kind: 'paused', version };
      }
      startDownload(version);
      return { kind: 'available', version };
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      ui.log(`update check failed: ${reason}`);
      return { kind: 'failed', reason };
    }
  }

  async function check(manual: boolean): Promise<void> {
    if (ready) {
      if (manual) await offerRestart();
      return;
    }
    if (downloading) {
      if (manual) await ui.show(updateMessage({ kind: 'downloading', ...downloading }));
      return;
    }
    const feed = o.feed();
    const unsigned = o.unsigned?.() ?? null;
    let result: UpdateCheck;
    if (!o.isPackaged) result = { kind: 'not-packaged' };
    else if (!feed) result = { kind: 'no-feed', settingsFile: o.settingsFile };
    else if (unsigned) result = { kind: 'unsigned', reason: unsigned };
    else {
      running ??= run(feed, manual).finally(() => (running = null));
      result = await running;
    }
    if (manual) await ui.show(updateMessage(result));
  }

  return {
    check,
    /** The checks while the app runs (installed app only). */
    start() {
      if (!o.isPackaged || cancel) return;
      const tick = (ms: number) => {
        cancel = o.schedule(() => {
          void check(false).finally(() => tick(UPDATE_CHECK_EVERY_MS));
        }, ms);
      };
      tick(FIRST_UPDATE_CHECK_MS);
    },
    stop() {
      cancel?.();
      cancel = null;
    },
  };
}
