import type { Intent, Toaster } from '@blueprintjs/core';
import { TOAST_TIMEOUT_MS } from '@shared/constants';

/**
 * Notifications (docs/decisions.md#notifications): Blueprint's toaster, one at a time, 5000 ms, F8 moves focus to it.
 * The toaster is created on first use, and its code loaded then (dynamic import), so pages that
 * never notify don't download it.
 */
let toaster: Promise<Toaster> | null = null;
const getToaster = () => (toaster ??= import('./toaster').then((m) => m.createToaster()));

/** action: one button on the toast, e.g. Undo after a delete. */
export type Notice = {
  title: string;
  message?: string;
  intent?: Intent;
  action?: { text: string; onClick: () => void };
};
export async function notify({ title, message, intent = 'none', action }: Notice): Promise<void> {
  const t = await getToaster();
  t.clear();
  t.show({
    intent,
    timeout: TOAST_TIMEOUT_MS,
    action,
    message: (
      <div role={intent === 'danger' ? 'alert' : 'status'}>
        <strong className="toast-title">{title}</strong>
        {message && <div className="toast-message">{message}</div>}
      </div>
    ),
  });
}
/** For the spec's [title, message] pairs, e.g. MSG.loginWrong. */
export const notifyPair = (pair: readonly [string, string] | readonly string[], intent: Intent = 'none') =>
  notify({ title: pair[0], message: pair[1], intent });
export const notifyError = (message: string) => notify({ title: 'Error', message, intent: 'danger' });
export const notifySuccess = (title: string, message?: string, action?: Notice['action']) =>
  notify({ title, message, intent: 'success', action });

/** Also here for the desktop app (desktop/renderer/DesktopApp.tsx). */
export { installToastHotkey } from './toastHotkey';
