/**
 * What the window says when its page fails to load or its page process dies (window.ts listens
 * for did-fail-load and render-process-gone). The window starts hidden until the page is ready,
 * so without this a failure would leave nothing on screen at all. Pure, for tests.
 */

/** did-fail-load's arguments. */
export type LoadFailure = { errorCode: number; errorDescription: string; validatedURL: string; isMainFrame: boolean };
/** render-process-gone's details (Electron's RenderProcessGoneDetails). */
export type ProcessGone = { reason: string; exitCode: number };

export type WindowProblem = { message: string; detail: string; canReload: boolean; log: string };

/** Chromium's ERR_ABORTED: a navigation replaced by another (a reload), not a failure. */
const ERR_ABORTED = -3;
const KEPT = 'Changes waiting to be sent are kept on disk.';

export function loadFailed(e: LoadFailure): WindowProblem | null {
  // A frame inside the page (an embedded video) failing is the page's own business.
  if (!e.isMainFrame || e.errorCode === ERR_ABORTED) return null;
  return {
    message: 'The app’s page could not be loaded',
    detail: `${e.validatedURL} could not be loaded: ${e.errorDescription} (${e.errorCode}). ${KEPT} Reload to try again; if it keeps failing, reinstall the app.`,
    canReload: true,
    log: `did-fail-load ${e.errorCode} ${e.errorDescription} ${e.validatedURL}`,
  };
}

const GONE: Record<string, string> = {
  crashed: 'Its page crashed',
  'abnormal-exit': 'Its page stopped unexpectedly',
  oom: 'Its page ran out of memory',
  killed: 'Its page was stopped by the system or another program',
  'launch-failed': 'Its page could not start',
  'memory-eviction': 'Its page was closed by the system to free memory',
};

export function rendererGone(d: ProcessGone): WindowProblem | null {
  if (d.reason === 'clean-exit') return null;
  const log = `render-process-gone ${d.reason} exit code ${d.exitCode}`;
  if (d.reason === 'integrity-failure')
    return {
      message: 'The app’s files are damaged',
      detail: `Its page failed the code integrity check. ${KEPT} Reinstall the app.`,
      canReload: false,
      log,
    };
  return {
    message: 'The app’s window stopped working',
    detail: `${GONE[d.reason] ?? `Its page stopped (${d.reason})`}. ${KEPT} Reload to go on.`,
    canReload: true,
    log,
  };
}

/** dialog.showMessageBox's options: Reload (the default) and Quit, or only Quit when reloading cannot help. */
export function problemDialog(p: WindowProblem) {
  return {
    type: 'error' as const,
    title: 'Core Academy Admin',
    message: p.message,
    detail: p.detail,
    buttons: p.canReload ? ['Reload', 'Quit'] : ['Quit'],
    defaultId: 0,
    cancelId: p.canReload ? 1 : 0,
    noLink: true,
  };
}

export const wantsReload = (p: WindowProblem, response: number) => p.canReload && response === 0;

/** The page's preload failed: window.academy is missing, so the app cannot work; Reload may help, else reinstall. */
export function preloadFailed(file: string, error: { message: string }): WindowProblem {
  return {
    message: 'The app’s window could not start',
    detail: `Its link to the rest of the app failed to load (${error.message}). ${KEPT} Reload to try again; if it keeps failing, reinstall the app.`,
    canReload: true,
    log: `preload-error ${file}: ${error.message}`,
  };
}

/** The page has stopped answering (a long task, a loop): wait for it, or reload it. */
export const unresponsiveDialog = () => ({
  type: 'warning' as const,
  title: 'Core Academy Admin',
  message: 'The app’s window is not responding',
  detail: `You can wait for it, or reload it. ${KEPT}`,
  buttons: ['Wait', 'Reload'],
  defaultId: 0,
  cancelId: 0,
  noLink: true,
});
export const wantsReloadWhenUnresponsive = (response: number) => response === 1;
