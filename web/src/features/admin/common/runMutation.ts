import { ADMIN_MSG } from '@shared/adminMessages';
import { conflictOf, errorDetail } from '@/lib/api';
import { notify, notifyError, notifySuccess } from '@/lib/toast';
import { isUnauthorized } from '../auth/useAdminApi';
import { askConflict } from './conflictStore';
import { versionOf } from './recordApi';

export type Verb = 'create' | 'update' | 'delete';
const DONE = { create: 'created', update: 'updated', delete: 'deleted' } as const;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Runs one create/update/delete with the spec's toasts (docs/product.md#dashboard-lists), then refetches the
 * list. Returns whether it succeeded (or the admin took the server's version), so the caller can
 * close its dialog. A 401 shows no toast: the session has ended and the dashboard is already on
 * its way to the login page. A 412 (changed elsewhere) opens the conflict dialog when `conflict` is given.
 */
export async function runMutation(opts: {
  verb: Verb;
  /** Lower-case entity name as the error text uses it: 'announcement', 'gallery item'. */
  entity: string;
  action: () => Promise<unknown>;
  reload: () => Promise<void>;
  /** Overrides the default 'Announcement created successfully'. */
  successText?: string;
  /** What the admin sent, and how to send it again over a newer version (keep mine). */
  conflict?: { mine: Record<string, unknown>; retry: (version: number | undefined) => Promise<unknown> };
  /** Offered as Undo on the success toast (a delete: restore from the trash). */
  undo?: () => Promise<unknown>;
}): Promise<boolean> {
  let action = opts.action;
  for (;;) {
    try {
      await action();
      break;
    } catch (e) {
      const current = conflictOf(e);
      if (current && opts.conflict && opts.verb !== 'create') {
        const { mine, retry } = opts.conflict;
        const choice = await askConflict({ noun: opts.entity, verb: opts.verb, mine, current });
        if (choice === 'cancel') return false;
        if (choice === 'mine') {
          action = () => retry(versionOf(current));
          continue;
        }
        void notify({ title: 'Kept the server’s version', message: `Your change to the ${opts.entity} was dropped.` });
        await opts.reload();
        return true;
      }
      if (!isUnauthorized(e)) void notifyError(ADMIN_MSG.mutationFailed(opts.verb, opts.entity, errorDetail(e)));
      return false;
    }
  }
  const { undo, reload } = opts;
  const undoAction = undo && {
    text: 'Undo',
    onClick: () =>
      void undo().then(
        () => {
          void notifySuccess('Restored', `${capital(opts.entity)} restored`);
          return reload();
        },
        (e: unknown) => void notifyError(`Could not restore the ${opts.entity}: ${errorDetail(e)}`),
      ),
  };
  void notifySuccess(
    'Success',
    opts.successText ?? ADMIN_MSG.mutationSuccess(capital(opts.entity), DONE[opts.verb]),
    undoAction,
  );
  await reload();
  return true;
}
