import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { staffUpdateInput, type StaffAccount } from '@shared/schemas/staff';
import { ApiError, errorDetail } from '@/lib/api';
import { usePlatform } from '@/lib/platform';
import { useAdminAuth } from '../auth/authStore';
import { useAdminApi } from '../auth/useAdminApi';
import { updateStaff } from './api';

type Errors = Partial<Record<'name' | 'email', string>>;

/** An account's name and email (the first owner gets an email here to sign in by it). */
export function EditStaffDialog(props: { account: StaffAccount | null; onClose: () => void; onSaved: () => void }) {
  const api = useAdminApi();
  const platform = usePlatform();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setName(props.account?.name ?? '');
    setEmail(props.account?.email ?? '');
    setErrors({});
  }, [props.account]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = { name, ...(email.trim() ? { email } : {}) };
    const parsed = staffUpdateInput.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const i of parsed.error.issues) next[i.path[0] as keyof Errors] ??= i.message;
      return setErrors(next);
    }
    setBusy(true);
    try {
      await updateStaff(api, props.account!.id, parsed.data);
      await useAdminAuth.getState().refresh(platform);
      props.onSaved();
      props.onClose();
    } catch (err) {
      const path = err instanceof ApiError ? err.body.issues?.[0]?.path : undefined;
      setErrors(path === 'name' ? { name: errorDetail(err) } : { email: errorDetail(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog isOpen={props.account !== null} onClose={props.onClose} title="Edit account" className="admin-dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormGroup
            label="Name"
            labelFor="staff-name"
            helperText={errors.name}
            intent={errors.name ? 'danger' : 'none'}
          >
            <InputGroup id="staff-name" value={name} onValueChange={setName} />
          </FormGroup>
          <FormGroup
            label="Email"
            labelFor="staff-email"
            helperText={errors.email ?? 'The address this person signs in with.'}
            intent={errors.email ? 'danger' : 'none'}
          >
            <InputGroup id="staff-email" type="email" value={email} onValueChange={setEmail} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" variant="outlined" onClick={props.onClose} disabled={busy} />
              <Button type="submit" intent="primary" text={busy ? 'Saving...' : 'Save'} disabled={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
