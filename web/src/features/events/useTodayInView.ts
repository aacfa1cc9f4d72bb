import { useEffect, useRef } from 'react';

/**
 * On a phone the month is a long list: it opens with today's day on screen (the day carrying
 * aria-current="date"), not the month's first days, once per visit to the schedule.
 */
export function useTodayInView(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    // After the frame that draws the month has been painted: scrolled in the same frame, the list
    // growing from the stand-in's days would move the footer into view, a layout shift (CLS) and
    // not a scroll. requestAnimationFrame runs before that paint, the timeout after it.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        done.current = true;
        // A page opened at a #fragment, or scrolled already, is left where it is.
        if (window.location.hash || window.scrollY > 0) return;
        document
          .querySelector('[data-testid="month-calendar"] [aria-current="date"]')
          ?.scrollIntoView({ block: 'start', behavior: 'instant' });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
}
