import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { holdInView } from '@/lib/holdInView';

/** Where the visitor was on each history entry, kept across a reload as react-router's ScrollRestoration did. */
const STORAGE_KEY = 'scroll-positions';
/**
 * This document's positions, kept in memory as the visitor scrolls: sessionStorage's first read is
 * a synchronous trip to the browser process (~13 ms of a phone's schedule load, whose first
 * scroll is its own, to today). Storage is read where a position from before is wanted, and
 * written as the page is left.
 */
const visited: Record<string, number> = {};
let stored: Record<string, number> | undefined;
function storedPositions(): Record<string, number> {
  if (!stored) {
    try {
      stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      stored = {};
    }
  }
  return stored;
}
const positionOf = (key: string): number | undefined => visited[key] ?? storedPositions()[key];
/**
 * A page's position is taken at once, as a page load would. The site scrolls smoothly (theme.css),
 * so a new page was first shown at the last one's position, then scrolled up before the eyes.
 */
const jump = (top: number) => void window.scrollTo({ top, behavior: 'instant' });

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
  const { key, pathname, hash } = useLocation();
  const type = useNavigationType();
  const current = useRef<string | null>(null);
  const currentPath = useRef(pathname);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (current.current !== null) visited[current.current] = window.scrollY;
    };
    const onHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...storedPositions(), ...visited }));
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
    const previousPath = currentPath.current;
    currentPath.current = pathname;
    // Not in the first page's hydration task unless a position is wanted (storedPositions).
    if (previous === null) {
      const y = restoresFirstPage() ? positionOf(key) : undefined;
      if (y !== undefined) jump(y);
      return;
    }
    if (type === 'POP') {
      jump(positionOf(key) ?? 0);
      return;
    }
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    // (The scroll methods' results are not returned: Chromium's are promises now, which React
    // would take for this effect's cleanup.)
    if (!target) {
      jump(0);
      return;
    }
    // A link within the page scrolls there smoothly (theme.css).
    if (pathname === previousPath) {
      target.scrollIntoView();
      return;
    }
    // One to another page lands on its target at once, and stays there while the page's data
    // comes. The new page is drawn by now: a navigation is a transition that commits once its
    // code is here (PageView).
    target.scrollIntoView({ behavior: 'instant' });
    return holdInView(target);
  }, [key, pathname, hash, type]);
}
