import { useEffect, useRef, useState } from 'react';

/**
 * `placeholder` until its place comes within a screen's height of the viewport, then `children`:
 * for a section far below the fold whose code and data a visitor who never scrolls there need
 * not download (the home page's budget, docs/build-notes.md#what-the-home-page-loads). The
 * prerender and the hydration draw the placeholder, so they match.
 */
export function WhenNear({ placeholder, children }: { placeholder: React.ReactNode; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const watch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [near]);
  return <div ref={ref}>{near ? children : placeholder}</div>;
}
