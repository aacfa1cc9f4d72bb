import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import type { StaffRole } from '@shared/schemas/account';
import type { StaffAccount, StaffInvitation } from '@shared/schemas/staff';
import { errorDetail } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useAdminAuth } from '../auth/authStore';
import { useAdminApi } from '../auth/useAdminApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { TabHeader } from '../common/TabHeader';
import { useCollection } from '../common/useCollection';
import { listStaff, reinviteStaff, removeStaff, resetStaffTotp, updateStaff } from './api';
import { EditStaffDialog } from './EditStaffDialog';
import { InviteDialog } from './InviteDialog';
import { InviteLink } from './InviteLink';
import { StaffCard, type StaffAction } from './StaffCard';

type Pending = { action: 'remove' | 'resetTotp'; account: StaffAccount } | null;

/** The owner's Staff tab: accounts, invitations (with the link to copy), roles, removal, TOTP reset. */
export function StaffTab() {
  const api = useAdminApi();
  const me = useAdminAuth((s) => s.account);
  const staff = useCollection<StaffAccount>(listStaff);
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<StaffInvitation | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffAccount | null>(null);

  async function run(id: string, work: () => Promise<unknown>, done: string) {
    setBusy(id);
    try {
      await work();
      void notify({ title: 'Staff', message: done, intent: 'success' });
      await staff.reload();
      return true;
    } catch (e) {
      void notify({ title: 'Not changed', message: errorDetail(e), intent: 'danger' });
      return false;
    } finally {
      setBusy(null);
    }
  }
  const onRole = (a: StaffAccount, role: StaffRole) =>
    void run(
      a.id,
      () => updateStaff(api, a.id, { role }),
      `${a.name} is now ${role === 'owner' ? 'an owner' : 'an instructor'}`,
    );
  const onAction = (a: StaffAccount, action: Exclude<StaffAction, 'role'>) => {
    if (action === 'edit') return setEditing(a);
    if (action === 'reinvite')
      return void run(a.id, async () => setLink(await reinviteStaff(api, a.id)), `A new link for ${a.name} is ready`);
    setPending({ action, account: a });
  };

  return (
    <section>
      <TabHeader
        title="Staff"
        description="Who signs in to this dashboard. Instructors manage the daily content; owners also staff, data and families."
        action={<Button intent="primary" icon={<AddIcon />} text="Invite" onClick={() => setInviting(true)} />}
      />
      <ListState list={staff} loadingText="Loading staff..." emptyText="No accounts">
        <div className="admin-staff-list">
          {staff.items.map((a) => (
            <StaffCard
              key={a.id}
              account={a}
              isSelf={a.id === me?.id}
              busy={busy === a.id}
              onRole={(role) => onRole(a, role)}
              onAction={(action) => onAction(a, action)}
            />
          ))}
        </div>
      </ListState>
      <EditStaffDialog account={editing} onClose={() => setEditing(null)} onSaved={() => void staff.reload()} />
      <InviteDialog isOpen={inviting} onClose={() => setInviting(false)} onInvited={() => void staff.reload()} />
      <Dialog isOpen={link !== null} onClose={() => setLink(null)} title="Invitation link" className="admin-dialog">
        <DialogBody>{link && <InviteLink invitation={link} />}</DialogBody>
        <DialogFooter actions={<Button intent="primary" text="Done" onClick={() => setLink(null)} />} />
      </Dialog>
      <ConfirmDialog
        isOpen={pending !== null}
        title={pending?.action === 'remove' ? 'Remove this account?' : 'Reset two-step sign-in?'}
        confirmText={pending?.action === 'remove' ? 'Remove' : 'Reset'}
        pendingText={pending?.action === 'remove' ? 'Removing...' : 'Resetting...'}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          const p = pending!;
          return p.action === 'remove'
            ? run(p.account.id, () => removeStaff(api, p.account.id), `${p.account.name} was removed`)
            : run(
                p.account.id,
                () => resetStaffTotp(api, p.account.id),
                `${p.account.name} signs in with a password alone now`,
              );
        }}
      >
        {pending?.action === 'remove'
          ? `${pending.account.name} is signed out everywhere at once and can no longer sign in.`
          : `${pending?.account.name} will sign in with their password alone until they set up a new authenticator.`}
      </ConfirmDialog>
    </section>
  );
}
