import { Button } from '@blueprintjs/core';
import { LockIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { ProtectedPage } from '@shared/constants';
import { t } from '@/i18n';
import { notifyError } from '@/lib/toast';
import { pageLogout } from './api';
import { usePageAccess } from './pageAccess';

/** 'Lock page': the server clears the page's cookie, and the gate shows again. */
export function LockButton({ page }: { page: ProtectedPage }) {
  const [busy, setBusy] = useState(false);
  const setAccess = usePageAccess((s) => s.setAccess);
  const lock = async () => {
    setBusy(true);
    try {
      await pageLogout(page);
      setAccess(page, 'locked');
    } catch {
      void notifyError(t('gallery.lockFailed'));
    } finally {
      setBusy(false);
    }
  };
  return <Button icon={<LockIcon />} text={t('gallery.lock')} variant="outlined" loading={busy} onClick={lock} />;
}
