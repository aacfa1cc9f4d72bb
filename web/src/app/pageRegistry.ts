import type { ComponentType } from 'react';

/**
 * A page's code (its route module, and for a public page the messages only it shows), loaded
 * once. The router renders a page synchronously once it is loaded (PageView): main.tsx and the
 * prerender load the current path's page before the first render, so hydration never suspends.
 */
export type Page = {
  /** The module's component once loaded. */
  Component?: ComponentType;
  /**
   * Starts the load if it has not started. A failed load stays failed (PageView shows RouteError,
   * whose button reloads the site): tried again while rendering, it would suspend on each attempt.
   */
  load: () => Promise<ComponentType>;
};

let loading = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** True while a page's code is on its way (SiteLayout's progress bar). */
export const pageLoading = () => loading > 0;
export function subscribePageLoading(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function definePage(load: () => Promise<ComponentType>): Page {
  let pending: Promise<ComponentType> | undefined;
  const page: Page = {
    load: () =>
      (pending ??= (() => {
        loading++;
        // Called while rendering (PageView): the progress bar learns of it after that render.
        queueMicrotask(notify);
        return load().then(
          (Component) => {
            page.Component = Component;
            loading--;
            notify();
            return Component;
          },
          (error: unknown) => {
            loading--;
            notify();
            throw error;
          },
        );
      })()),
  };
  return page;
}
