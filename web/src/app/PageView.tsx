import { createElement, use } from 'react';
import { useLocation } from 'react-router-dom';
import type { Page } from './pageRegistry';

/**
 * A page's component, drawn at once when its code is loaded, else suspending until it is: a
 * navigation is a transition (BrowserRouter), so the old page stays on the screen meanwhile.
 * The component is the module's, the same on every render (not one made here, as the lint rule
 * that JSX would trip fears): createElement says so.
 */
export function PageView({ page }: { page: Page }) {
  // This visit (history entry): one whose load failed is not tried again until another.
  const { key } = useLocation();
  return createElement(page.Component ?? use(page.load(key)));
}
