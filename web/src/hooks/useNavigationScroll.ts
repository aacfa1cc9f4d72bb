import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor was on each history entry, kept across a reload as react-router's ScrollRestoration did. */
const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> | undefined;
function saved(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** A reload or back/forward into this document: its first page goes back to where the visitor was. */
function restoresFirstPage() {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * A new page starts at the top, or at its #hash target; back and forward return to where the
 * visitor was on that page. The browser's own restoration is off: on a back navigation it would
 * scroll before the page it goes back to is drawn.
 */
export function useNavigationScroll() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  const current = useRef<string | null>(null);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (current.current !== null) saved()[current.current] = window.scrollY;
    };
    const onHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      } catch {
        // Storage refused (private mode): a reload starts at the top.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);
  useLayoutEffect(() => {
    const previous = current.current;
    if (previous === key) return;
    current.current = key;
    // sessionStorage is read only where a position is wanted: its first read is a synchronous
    // trip to the browser process, in the first page's hydration task.
    if (previous === null) {
      const y = restoresFirstPage() ? saved()[key] : undefined;
      if (y !== undefined) window.scrollTo(0, y);
      return;
    }
    if (type === 'POP') {
      window.scrollTo(0, saved()[key] ?? 0);
      return;
    }
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, type]);
}
