import { isLoopbackHost } from './serverUrl';

/**
 * Updates through electron-updater from a generic feed (a folder on a web server holding what
 * electron-builder publishes: latest.yml, latest-mac.yml, latest-linux.yml and the packages).
 * Its address is `updateFeedUrl` in settings.json, set on the Change server screen (or by hand by
 * whoever deploys the app); without one, "Check for Updates..." says so.
 * Pure: index.ts wires these to autoUpdater and dialogs.
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

export type UpdateCheck =
  | { kind: 'no-feed'; settingsFile: string }
  | { kind: 'not-packaged' }
  | { kind: 'up-to-date'; version: string }
  | { kind: 'available'; version: string }
  | { kind: 'failed'; reason: string };

/** What the dialog after "Check for Updates..." says. */
export function updateMessage(check: UpdateCheck): { message: string; detail: string } {
  switch (check.kind) {
    case 'no-feed':
      return {
        message: 'No update feed is configured',
        detail:
          'Updates come from an address given by whoever publishes the app: enter it under Change server > ' +
          `Update feed, or add "updateFeedUrl": "https://…" to ${check.settingsFile}. Until then, install new ` +
          'versions by hand.',
      };
    case 'not-packaged':
      return { message: 'Updates are checked only in the installed app', detail: 'This is a development build.' };
    case 'up-to-date':
      return { message: 'The app is up to date', detail: `Version ${check.version} is the newest.` };
    case 'available':
      return {
        message: `Version ${check.version} is available`,
        detail: 'It is being downloaded and will be installed when you quit the app.',
      };
    case 'failed':
      return { message: 'Could not check for updates', detail: check.reason };
  }
}
