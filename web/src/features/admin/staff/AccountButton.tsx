import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { UserIcon } from '@blueprintjs/icons';
import { useAdminAuth } from '../auth/authStore';
import { AccountDialog } from './AccountDialog';

/** The header's "who am I" button: opens the account's own settings (password, two-step sign-in). */
export function AccountButton({ compact }: { compact: boolean }) {
  const account = useAdminAuth((s) => s.account);
  const [open, setOpen] = useState(false);
  if (!account) return null;
  return (
    <>
      <Button
        variant="minimal"
        icon={<UserIcon />}
        text={compact ? undefined : account.name}
        aria-label={`Your account: ${account.name}`}
        onClick={() => setOpen(true)}
      />
      <AccountDialog isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}
