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

/** F8 moves keyboard focus to the notification area. */
export function installToastHotkey(): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'F8') return;
    const area = document.querySelector<HTMLElement>('.app-toaster');
    if (!area) return;
    e.preventDefault();
    const target = area.querySelector<HTMLElement>('.bp6-toast') ?? area;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
