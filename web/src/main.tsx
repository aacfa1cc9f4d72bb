// Blueprint's rules for what the public pages show; the dashboard adds the rest (web/blueprintSubset.ts).
import 'blueprint/public.css';
import './styles/theme.css';
// After theme.css, whose rules it refines (.state-box--error); imported here rather than by each
// component, so its place in the cascade does not depend on which chunk a component lands in.
import '@/components/components.css';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setOffsetTable } from '@shared/dates';
import { parseOffsetTable } from '@shared/tzOffsets';
import { App, subscribePath } from './app/App';
import { pageAt } from './app/routes';
import { hydrationDone, hydrationStarts } from './hooks/useHydrated';
import { loadLanguage } from './i18n';
import { setUpUrgentNotice } from './lib/urgentNotice';

/**
 * The public pages arrive prerendered (scripts/prerender.mjs), so they paint before any script
 * runs; the app hydrates that markup once the page's route module has loaded, rather
 * than drawing the page again (no DOM is rebuilt, no layout redone). Other paths (the dashboard,
 * unknown pages) get an empty #root and render from scratch.
 */
// The academy timezone's offsets, written into the page by the server (api/http/static.ts).
const offsets = document.getElementById('tz-offsets')?.textContent;
setOffsetTable(offsets ? parseOffsetTable(offsets) : undefined);
// The page's language's messages (and nothing of the other language), requested at once: the
// first render, hydration's included, must draw the very words the prerender wrote.
const language = loadLanguage();

let scrolledTo = window.scrollY;
const onScroll = () => (scrolledTo = window.scrollY);
window.addEventListener('scroll', onScroll, { passive: true });

/** A visitor may have scrolled the prerendered page: the first render may scroll elsewhere (useNavigationScroll), this puts them back. */
function KeepScroll({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    window.removeEventListener('scroll', onScroll);
    if (scrolledTo > 0 && !window.location.hash) window.scrollTo(0, scrolledTo);
  }, []);
  return children;
}

/**
 * Once the first render has committed, the page takes input (the prerendered one is inert until
 * then) and what mounts later renders for the browser straight away.
 */
function HydrationDone() {
  useLayoutEffect(() => {
    hydrationDone();
    document.getElementById('root')!.removeAttribute('inert');
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <KeepScroll>
      <App />
    </KeepScroll>
    <HydrationDone />
  </StrictMode>
);

function mount() {
  const container = document.getElementById('root')!;
  if (container.hasChildNodes()) {
    // As a transition, hydration runs in short slices instead of one long task. A mismatch is a
    // bug (the page still works: React redraws it); it is logged where e2e tests look.
    hydrationStarts();
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration mismatch:', error) });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

// In a task of its own, rather than while the app's modules are evaluated: the page's route
// module (and its messages) requested, then the first render once they are here, so it draws the
// page synchronously and matches the prerendered markup.
setTimeout(() => {
  setUpUrgentNotice(subscribePath);
  // A catalog that failed to arrive (a dropped connection) still leaves a working page; a page's
  // code that failed to, RouteError and its reload button.
  void Promise.all([language, pageAt(window.location.pathname).load()]).then(mount, mount);
});
