import { useCallback, useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { errorDetail } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/toast';
import { isUnauthorized, useAdminApi } from '../auth/useAdminApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { clearConfirmations, queuedConfirmations } from './api';

/**
 * Confirmation emails waiting to go out, with a button to clear them: after a flood of sign-ups
 * the owner can drop them rather than wait for the queue (urgent notices already go first).
 */
export function QueuedConfirmations() {
  const api = useAdminApi();
  const [queued, setQueued] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const load = useCallback(
    () =>
      // A 403 (an instructor: owner only) or a failure: nothing is shown.
      queuedConfirmations(api).then(setQueued, () => setQueued(null)),
    [api],
  );
  useEffect(() => void load(), [load]);

  async function clear(): Promise<boolean> {
    try {
      const cleared = await clearConfirmations(api);
      void notifySuccess('Success', `${cleared} queued confirmation email${cleared === 1 ? '' : 's'} cleared`);
    } catch (e) {
      if (!isUnauthorized(e)) void notifyError(`Failed to clear the confirmations: ${errorDetail(e)}`);
      return false;
    }
    await load();
    return true;
  }

  if (queued === null) return null;
  return (
    <div className="admin-queued-confirmations">
      <span className="admin-muted admin-small">
        {queued} confirmation email{queued === 1 ? '' : 's'} queued
      </span>
      <Button small text="Clear queued confirmations" disabled={!queued} onClick={() => setAsking(true)} />
      <ConfirmDialog
        isOpen={asking}
        onClose={() => setAsking(false)}
        onConfirm={clear}
        title="Clear queued confirmations?"
        confirmText="Clear"
        pendingText="Clearing..."
      >
        <p>
          The {queued} confirmation email{queued === 1 ? '' : 's'} not sent yet will not be sent. Families who really
          asked can subscribe again on the website. Notices to confirmed families are not touched.
        </p>
      </ConfirmDialog>
    </div>
  );
}
