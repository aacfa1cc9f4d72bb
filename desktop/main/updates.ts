import { quitWarning } from '../../shared/connectionTexts';
import type { ConnectionStatus } from '../../shared/transport';
import { isLoopbackHost } from './serverUrl';

/**
 * Updates through electron-updater from a generic feed (a folder on a web server holding what
 * electron-builder publishes: latest.yml, latest-mac.yml, latest-linux.yml and the packages).
 * Its address is the one packaged in app-update.yml (electron-builder's `publish` entry), unless
 * `updateFeedUrl` in settings.json (written by hand or by whoever deploys the app; never by the
 * page) overrides it; without either, "Check for Updates..." says so. Pure: updateController.ts
 * runs the checks, setupMain.ts wires it.
 */

export const UPDATE_FEED_INVALID_TEXT =
  'Enter the https:// address of the update folder (http only for localhost), without a user name or password.';

/** The feed's address when it is a valid https URL (http only for localhost), else null. */
export function updateFeedUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Written when packaging without a real address (electron-builder.yml): means "no feed". */
const PLACEHOLDER_HOST = /\.invalid$/;

/**
 * The generic feed's address in the packaged app-update.yml (`resources/app-update.yml`, written
 * by electron-builder from `publish`), or null: another provider, the placeholder, not https.
 */
export function packagedFeedUrl(yml: string): string | null {
  const value = (key: string) => new RegExp(`^${key}:[ \\t]*['"]?([^'"\\s]*)['"]?[ \\t]*$`, 'm').exec(yml)?.[1];
  if (value('provider') !== 'generic') return null;
  const feed = updateFeedUrl(value('url'));
  return feed && !PLACEHOLDER_HOST.test(new URL(feed).hostname) ? feed : null;
}

export type UpdateCheck =
  | { kind: 'no-feed'; settingsFile: string }
  | { kind: 'not-packaged' }
  | { kind: 'up-to-date'; version: string }
  | { kind: 'available'; version: string }
  | { kind: 'downloading'; version: string; percent: number }
  | { kind: 'download-failed'; version: string; reason: string }
  | { kind: 'paused'; version: string }
  | { kind: 'unsigned'; reason: string }
  | { kind: 'failed'; reason: string };

/** What the dialog after "Check for Updates..." says. */
export function updateMessage(check: UpdateCheck): { message: string; detail: string } {
  switch (check.kind) {
    case 'no-feed':
      return {
        message: 'No update feed is configured',
        detail:
          'Updates come from an address given by whoever publishes the app (packaged with it, or ' +
          `"updateFeedUrl": "https://…" in ${check.settingsFile}). Until then, install new versions by hand.`,
      };
    case 'not-packaged':
      return { message: 'Updates are checked only in the installed app', detail: 'This is a development build.' };
    case 'up-to-date':
      return { message: 'The app is up to date', detail: `Version ${check.version} is the newest.` };
    case 'available':
      return {
        message: `Version ${check.version} is available`,
        detail: 'It is being downloaded; you will be asked to restart the app when it is ready.',
      };
    case 'downloading':
      return {
        message: `Version ${check.version} is being downloaded (${Math.floor(check.percent)}%)`,
        detail: 'You will be asked to restart the app when it is ready.',
      };
    case 'download-failed':
      return {
        message: `Version ${check.version} could not be downloaded`,
        detail: `${check.reason}. It is tried again later.`,
      };
    case 'paused':
      return {
        message: `Version ${check.version} is available`,
        detail: 'This connection looks metered, so it is downloaded later on another one.',
      };
    case 'unsigned':
      return { message: 'This copy cannot update itself', detail: check.reason };
    case 'failed':
      return { message: 'Could not check for updates', detail: check.reason };
  }
}

/** The dialog once an update is downloaded: restart into it now, or it is installed on the next quit. */
export function restartQuestion(version: string, status: ConnectionStatus) {
  const waiting = quitWarning(status);
  return {
    message: `Version ${version} is ready`,
    detail:
      'Restart the app to use it; otherwise it is installed the next time you quit.' +
      (waiting ? ` ${waiting.message}: they are kept and sent after the restart.` : ''),
    buttons: ['Restart to Update', 'Later'],
    defaultId: 0,
    cancelId: 1,
  };
}

/**
 * Why this installed copy must not install updates, or null. On Windows electron-updater checks an
 * update's Authenticode signature against `publisherName` in app-update.yml, and skips the check
 * when there is none (an unsigned build): such a copy would run whatever the feed serves, so it
 * does not update itself. macOS: Squirrel.Mac checks the update against the running app's code
 * signature (a Developer ID-signed build). Linux: the sha512 in latest-linux.yml.
 */
export function unsignedReason(platform: NodeJS.Platform, appUpdateYml: string): string | null {
  if (platform !== 'win32') return null;
  if (/^publisherName:\s*(\S.*|\n\s+-\s*\S.*)$/m.test(appUpdateYml)) return null;
  return 'This copy was built without a code-signing certificate, so an update could not be checked as coming from the academy. Install new versions by hand.';
}
