import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's width and its distance from the top of the page, kept current as the layout changes. */
export function useElementBox(ref: RefObject<HTMLElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      const next = { width: Math.round(r.width), top: Math.round(r.top + window.scrollY) };
      setBox((b) => (b.width === next.width && b.top === next.top ? b : next));
    };
    measure();
    // What sits above the list (a toolbar wrapping, a banner) moves it: watch the page too.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
