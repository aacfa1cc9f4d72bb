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
   * Starts the load if it has not started. `visit`: the history entry the page is drawn for
   * (PageView). A failed load stays failed for that visit (PageView shows RouteError): tried again
   * in the renders React retries, it would suspend on each. Another visit tries again: the
   * connection may be back, and the browser loads again a script that failed.
   */
  load: (visit?: string) => Promise<ComponentType>;
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
  let failed: { visit?: string } | undefined;
  const page: Page = {
    load: (visit) => {
      if (failed) {
        // A load started before the first render (main.tsx) failed for the visit that first meets
        // it: that render shows the failure instead of trying again.
        failed.visit ??= visit;
        if (failed.visit !== visit) pending = failed = undefined;
      }
      return (pending ??= (() => {
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
            failed = { visit };
            loading--;
            notify();
            throw error;
          },
        );
      })());
    },
  };
  return page;
}
