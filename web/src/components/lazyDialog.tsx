import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens, then stays mounted so its close animation
 * runs. Keeps Blueprint's overlay code (~23 KB gzipped) out of the home page's first load.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P & { open: boolean }) {
    const [used, setUsed] = useState(props.open);
    if (props.open && !used) setUsed(true);
    if (!used && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
