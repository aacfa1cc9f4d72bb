import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@shared/constants';
import { useHydrated } from './useHydrated';

const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
const subscribe = (cb: () => void) => {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', cb);
  return () => mql.removeEventListener('change', cb);
};
const matches = () => window.matchMedia(query).matches;
/** At build time there is no screen; in the browser, hydration reads the real one (see below). */
const serverSnapshot = () => (typeof window === 'undefined' ? false : matches());
/**
 * True under the spec's 768 px breakpoint. False while a prerendered page hydrates (it was drawn
 * for no particular screen), then the real answer, in the transition useHydrated starts. (A
 * hydration snapshot that differs from the browser's would make React redraw in one long task.)
 * readyAtOnce: as useHydrated's, for a part that switches together with it.
 */
export function useIsMobile(readyAtOnce = false) {
  const hydrated = useHydrated(readyAtOnce);
  const mobile = useSyncExternalStore(subscribe, matches, serverSnapshot);
  return hydrated && mobile;
}
