/**
 * Whether this browser can take Web Push, judged without loading the push code (the button is on
 * every schedule and announcements page; web/src/features/push/PushPanel.tsx loads on the tap).
 * iOS and iPadOS give a page PushManager only once the site is added to the Home Screen and opened
 * from there (standalone).
 */
export type PushSupport = 'ok' | 'ios-install' | 'unsupported';

export function pushSupport(): PushSupport {
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return 'ok';
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches;
  return ios && !standalone ? 'ios-install' : 'unsupported';
}

/** Where the device's subscription is remembered: its id and own token (to turn it off) and programs. */
export const PUSH_STORAGE_KEY = 'push_device';
