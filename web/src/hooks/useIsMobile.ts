import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@shared/constants';

const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;
const subscribe = (cb: () => void) => {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', cb);
  return () => mql.removeEventListener('change', cb);
};
/** True under the spec's 768 px breakpoint. */
export const useIsMobile = () => useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
