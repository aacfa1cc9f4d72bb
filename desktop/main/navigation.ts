/**
 * Pure navigation rules for the app window (window.ts applies them): the window only ever shows
 * the app itself; http(s) and mailto links go to the system browser; everything else is refused.
 */
export function isAppUrl(url: string, appUrl: string): boolean {
  try {
    const target = new URL(url);
    const app = new URL(appUrl);
    if (app.protocol === 'file:') return target.protocol === 'file:' && target.pathname === app.pathname;
    // A custom scheme (app://app) has an opaque origin ("null") in the URL standard: compare scheme and host.
    if (app.protocol !== 'http:' && app.protocol !== 'https:') {
      return target.protocol === app.protocol && target.host === app.host && app.host !== '';
    }
    return target.origin === app.origin;
  } catch {
    return false;
  }
}

export function isExternalLink(url: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
