import { startTransition, useEffect, useState } from 'react';

/** True from the first render (at build time, or in the browser until main.tsx says otherwise). */
let hydrating = true;
/** main.tsx: the app renders from scratch (no prerendered markup), or its hydration has committed. */
export const hydrationDone = () => {
  hydrating = false;
};

/**
 * False while React hydrates a prerendered page (and when the page is prerendered at build time),
 * true on every render after. What depends on the moment or the viewport (today's date, which
 * layout) renders its build-time stand-in first, so hydration matches the prerendered markup, and
 * switches right after: in a task of its own (not the one that commits the hydration) and as a
 * transition (in slices, not one long task).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    if (hydrated) return;
    const t = setTimeout(() => startTransition(() => setHydrated(true)));
    return () => clearTimeout(t);
  }, [hydrated]);
  return hydrated;
}
