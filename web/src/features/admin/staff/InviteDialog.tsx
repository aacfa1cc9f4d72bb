import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { STAFF_ROLE_LABELS, staffCreateInput, type StaffInvitation } from '@shared/schemas/staff';
import type { StaffRole } from '@shared/schemas/account';
import { errorDetail } from '@/lib/api';
import { useAdminApi } from '../auth/useAdminApi';
import { inviteStaff } from './api';
import { InviteLink } from './InviteLink';

type Errors = Partial<Record<'name' | 'email' | 'role', string>>;

/** Invite a person: name, email, role; then the link (emailed with SMTP_URL, else to copy). */
export function InviteDialog(props: { isOpen: boolean; onClose: () => void; onInvited: () => void }) {
  const api = useAdminApi();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('instructor');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<StaffInvitation | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = staffCreateInput.safeParse({ name, email, role });
    if (!parsed.success) {
      const next: Errors = {};
      for (const i of parsed.error.issues) next[i.path[0] as keyof Errors] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      setDone(await inviteStaff(api, parsed.data));
      props.onInvited();
    } catch (err) {
      setErrors({ email: errorDetail(err) });
    } finally {
      setBusy(false);
    }
  }
  const close = () => {
    setDone(null);
    setName('');
    setEmail('');
    setRole('instructor');
    props.onClose();
  };

  return (
    <Dialog isOpen={props.isOpen} onClose={close} title="Invite a staff member" className="admin-dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {done ? (
            <InviteLink invitation={done} />
          ) : (
            <>
              <FormGroup
                label="Name"
                labelFor="invite-name"
                helperText={errors.name}
                intent={errors.name ? 'danger' : 'none'}
              >
                <InputGroup id="invite-name" value={name} onValueChange={setName} autoFocus />
              </FormGroup>
              <FormGroup
                label="Email"
                labelFor="invite-email"
                helperText={errors.email}
                intent={errors.email ? 'danger' : 'none'}
              >
                <InputGroup id="invite-email" type="email" value={email} onValueChange={setEmail} />
              </FormGroup>
              <FormGroup
                label="Role"
                labelFor="invite-role"
                helperText={
                  errors.role ??
                  (role === 'owner'
                    ? 'Everything, including staff, exports, imports and the families list.'
                    : 'Announcements, events, gallery, inbox and enrollment; not staff, exports or families.')
                }
              >
                <HTMLSelect
                  id="invite-role"
                  value={role}
                  onChange={(e) => setRole(e.currentTarget.value as StaffRole)}
                  options={Object.entries(STAFF_ROLE_LABELS).map(([value, label]) => ({ value, label }))}
                />
              </FormGroup>
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            done ? (
              <Button intent="primary" text="Done" onClick={close} />
            ) : (
              <>
                <Button text="Cancel" variant="outlined" onClick={close} disabled={busy} />
                <Button type="submit" intent="primary" text={busy ? 'Inviting...' : 'Invite'} disabled={busy} />
              </>
            )
          }
        />
      </form>
    </Dialog>
  );
}
