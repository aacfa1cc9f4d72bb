import { NOTICE_COOKIE } from '@shared/announcementStatus';

const YEAR_S = 366 * 86_400;
/** setTimeout's longest delay; a later expiry is left to the next page load. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * The urgent notice the server put at the top of the page (api/http/noticeBanner.ts): its button
 * dismisses it (a cookie, so the server leaves this notice out of the next pages it sends, and
 * localStorage, which survives a cookie-only clear), it goes away at its expiry while the page is
 * open, and it is hidden on the dashboard when the visitor navigates there inside the app.
 */
export function setUpUrgentNotice(subscribe?: (onPath: (path: string) => void) => void) {
  const el = document.getElementById('urgent-notice');
  const key = el?.dataset.key;
  if (!el || !key) return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(NOTICE_COOKIE);
  } catch {
    // Storage refused (private mode): the cookie alone remembers.
  }
  const remove = () => el.remove();
  const dismiss = () => {
    document.cookie = `${NOTICE_COOKIE}=${encodeURIComponent(key)}; path=/; max-age=${YEAR_S}; samesite=lax`;
    try {
      localStorage.setItem(NOTICE_COOKIE, key);
    } catch {
      // As above.
    }
    remove();
  };
  // Dismissed before but the cookie is gone: the server sent it, this visitor does not want it.
  if (stored === key) {
    dismiss();
    return;
  }
  el.querySelector('button')?.addEventListener('click', dismiss);
  const expires = el.dataset.expires ? Date.parse(el.dataset.expires) - Date.now() : NaN;
  if (expires <= 0) remove();
  else if (expires < MAX_DELAY) setTimeout(remove, expires);
  subscribe?.((path) => (el.hidden = path === '/admin' || path.startsWith('/admin/')));
}
