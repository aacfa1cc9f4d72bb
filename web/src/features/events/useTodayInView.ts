import { useEffect, useRef } from 'react';

/** Frames the scroll waits at most for a still layout (~1 s): past that it scrolls anyway. */
const MAX_FRAMES = 60;

/** Where the day and the page's end are now: what the scroll must not coincide with a change of. */
function layoutOf(day: Element) {
  return `${day.getBoundingClientRect().top + window.scrollY}:${document.documentElement.scrollHeight}`;
}

/**
 * On a phone the month is a long list: it opens with today's day on screen (the day carrying
 * aria-current="date"), not the month's first days, once per visit to the schedule. `ready`: the
 * list is drawn (committed), with today in it.
 */
export function useTodayInView(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    // Scrolled in a frame in which the page's layout also changes (the list growing from the
    // stand-in's days, or anything else that landed since the last frame), what moved is brought
    // on screen without the scroll accounting for it: a layout shift (CLS), not a scroll. So the
    // scroll happens in a frame's callback, the last thing before its paint, once the layout it
    // finds is the one the previous frame painted.
    let frame = 0;
    let frames = 0;
    let painted = '';
    const step = () => {
      const day = document.querySelector('[data-testid="month-calendar"] [aria-current="date"]');
      // A page opened at a #fragment, or scrolled already, is left where it is.
      if (!day || window.location.hash || window.scrollY > 0) {
        done.current = true;
        return;
      }
      const now = layoutOf(day);
      if (now !== painted && ++frames < MAX_FRAMES) {
        painted = now;
        frame = requestAnimationFrame(step);
        return;
      }
      done.current = true;
      day.scrollIntoView({ block: 'start', behavior: 'instant' });
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [ready]);
}
