import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';

/**
 * Whether a part that renders a build-time stand-in (useHydrated) may draw itself: once the page
 * has hydrated and its data is ready, or maxWaitMs later without it (then it draws its loading
 * state, so a slow request never hides its dates and buttons for long). Drawing it empty first
 * and again with the data would lay it out twice in the busiest second of a phone's page load.
 * Once true, it stays true (a later load, another month, shows inside the drawn part).
 */
export function useFirstDraw(ready: boolean, maxWaitMs = 1000): boolean {
  const hydrated = useHydrated(ready);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!hydrated || drawn) return;
    const t = setTimeout(() => startTransition(() => setDrawn(true)), maxWaitMs);
    return () => clearTimeout(t);
  }, [hydrated, drawn, maxWaitMs]);
  if (hydrated && ready && !drawn) setDrawn(true);
  return drawn || (hydrated && ready);
}
