import { MSG } from '@shared/messages';
import { errorDetail } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/toast';
import { isUnauthorized } from '../auth/useAdminApi';

export type Verb = 'create' | 'update' | 'delete';
const DONE = { create: 'created', update: 'updated', delete: 'deleted' } as const;

/**
 * Runs one create/update/delete with the spec's toasts (docs/product.md#dashboard-lists), then refetches the
 * list. Returns whether it succeeded, so the caller can close its dialog. A 401 shows no toast:
 * the session has ended and the dashboard is already on its way to the login page.
 */
export async function runMutation(opts: {
  verb: Verb;
  /** Lower-case entity name as the error text uses it: 'announcement', 'gallery item'. */
  entity: string;
  action: () => Promise<unknown>;
  reload: () => Promise<void>;
  /** Overrides the default 'Announcement created successfully'. */
  successText?: string;
}): Promise<boolean> {
  try {
    await opts.action();
  } catch (e) {
    if (!isUnauthorized(e)) void notifyError(MSG.mutationFailed(opts.verb, opts.entity, errorDetail(e)));
    return false;
  }
  const entity = opts.entity.charAt(0).toUpperCase() + opts.entity.slice(1);
  void notifySuccess('Success', opts.successText ?? MSG.mutationSuccess(entity, DONE[opts.verb]));
  await opts.reload();
  return true;
}
