/** Long enough for a page's data to arrive on a slow phone; the visitor's own move ends it sooner. */
const HOLD_MS = 5000;
const VISITOR_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Keeps an element at the top of the view while the page around it settles: a page opened at a
 * #section still fetches what is drawn above it (announcements, the week), which pushes the
 * section down, and scroll anchoring makes up for only part of that (measured at 390 px: 223 of
 * 573 px). Ends after a few seconds or when the visitor scrolls, taps or types; returns the stop.
 */
export function holdInView(target: Element): () => void {
  const keep = () => void target.scrollIntoView({ behavior: 'instant' });
  const observer = new ResizeObserver(keep);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_MOVES) window.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, HOLD_MS);
  for (const type of VISITOR_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  return stop;
}
