import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

/**
 * True at build time (no window) and while main.tsx hydrates a prerendered page; false for every
 * root that renders from scratch (the dashboard, the desktop app), which have nothing to match.
 */
let hydrating = typeof window === 'undefined';
/** main.tsx: hydration of the prerendered markup starts, then has committed. */
export const hydrationStarts = () => void (hydrating = true);
export const hydrationDone = () => void (hydrating = false);
/** In the browser, while main.tsx hydrates a prerendered page (its render runs in slices then). */
export const isHydrating = () => hydrating && typeof window !== 'undefined';

/**
 * False while React hydrates a prerendered page (and when the page is prerendered at build time),
 * true on every render after. What depends on the moment or the viewport (today's date, which
 * layout) renders its build-time stand-in first, so hydration matches the prerendered markup, and
 * switches right after: in a task of its own (not the one that commits the hydration) and as a
 * transition (in slices, not one long task).
 * readyAtOnce: the part's data was in hand at its first render (the months an offline schedule page
 * carries): it switches in the hydration's own commit instead, drawn before the next paint.
 */
export function useHydrated(readyAtOnce = false) {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  const [atOnce] = useState(readyAtOnce);
  useLayoutEffect(() => {
    if (!hydrated && atOnce) setHydrated(true);
  }, [hydrated, atOnce]);
  useEffect(() => {
    if (hydrated || atOnce) return;
    const t = setTimeout(() => startTransition(() => setHydrated(true)));
    return () => clearTimeout(t);
  }, [hydrated, atOnce]);
  return hydrated;
}
