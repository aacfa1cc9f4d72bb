import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/theme.css';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/router';

/**
 * The public pages arrive prerendered (scripts/prerender.mjs), so they paint before any script
 * runs. The app is not hydrated: it renders once the router has loaded the page's route module,
 * so its first render is the whole page, which replaces the prerendered markup in one step.
 * As a transition, that render runs in short slices (the page stays responsive meanwhile, showing
 * the prerendered markup) and is committed at once.
 */
let scrolledTo = window.scrollY;
const onScroll = () => (scrolledTo = window.scrollY);
window.addEventListener('scroll', onScroll, { passive: true });

/** A visitor may have scrolled the prerendered page: the router's first render scrolls to the top, this puts them back. */
function KeepScroll({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    window.removeEventListener('scroll', onScroll);
    if (scrolledTo > 0 && !window.location.hash) window.scrollTo(0, scrolledTo);
  }, []);
  return children;
}

function mount() {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <KeepScroll>
          <App />
        </KeepScroll>
      </StrictMode>,
    ),
  );
}

if (router.state.initialized) mount();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    mount();
  });
}
