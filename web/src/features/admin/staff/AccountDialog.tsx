import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, FormGroup, H4, InputGroup, Tag } from '@blueprintjs/core';
import { passwordChangeInput, STAFF_PASSWORD_MIN, STAFF_ROLE_LABELS, type TotpSetup } from '@shared/schemas/staff';
import { ApiError, errorDetail } from '@/lib/api';
import { usePlatform } from '@/lib/platform';
import { notify } from '@/lib/toast';
import { useAdminAuth } from '../auth/authStore';
import { useAdminApi } from '../auth/useAdminApi';
import { changePassword, confirmTotp, disableTotp, startTotp } from './api';
import { TotpQr } from './TotpQr';

const fieldError = (e: unknown) =>
  e instanceof ApiError ? (e.body.issues?.[0]?.message ?? e.body.message ?? e.message) : errorDetail(e);

/** Everyone's own account: who they are, their password, their second factor. */
export function AccountDialog(props: { isOpen: boolean; onClose: () => void }) {
  const account = useAdminAuth((s) => s.account);
  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title="Your account" className="admin-dialog">
      <DialogBody>
        {account && (
          <p>
            <strong>{account.name}</strong> {account.email && <span className="admin-muted">{account.email}</span>}{' '}
            <Tag minimal>{STAFF_ROLE_LABELS[account.role]}</Tag>
          </p>
        )}
        <PasswordForm />
        <TwoStep />
      </DialogBody>
    </Dialog>
  );
}

function PasswordForm() {
  const api = useAdminApi();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = passwordChangeInput.safeParse({ current, password });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setBusy(true);
    try {
      await changePassword(api, current, password);
      setError(null);
      setCurrent('');
      setPassword('');
      void notify({ title: 'Password changed', message: 'Your other sessions were signed out.', intent: 'success' });
    } catch (err) {
      setError(fieldError(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate className="admin-account-section">
      <H4>Password</H4>
      <FormGroup label="Current password" labelFor="account-current">
        <InputGroup
          id="account-current"
          type="password"
          autoComplete="current-password"
          value={current}
          onValueChange={setCurrent}
        />
      </FormGroup>
      <FormGroup
        label="New password"
        labelFor="account-new"
        helperText={error ?? `At least ${STAFF_PASSWORD_MIN} characters. Your other sessions will be signed out.`}
        intent={error ? 'danger' : 'none'}
      >
        <InputGroup
          id="account-new"
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
        />
      </FormGroup>
      <Button type="submit" text={busy ? 'Saving...' : 'Change password'} disabled={busy} />
    </form>
  );
}

function TwoStep() {
  const api = useAdminApi();
  const platform = usePlatform();
  const on = useAdminAuth((s) => s.account?.totp ?? false);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function step(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      setError(null);
      setCode('');
      await useAdminAuth.getState().refresh(platform);
      void notify({ title: 'Two-step sign-in', message: done, intent: 'success' });
      return true;
    } catch (err) {
      setError(fieldError(err));
      return false;
    } finally {
      setBusy(false);
    }
  }
  const begin = async () => {
    setBusy(true);
    try {
      setSetup(await startTotp(api));
      setError(null);
    } catch (err) {
      setError(fieldError(err));
    } finally {
      setBusy(false);
    }
  };
  const codeField = (
    <FormGroup label="Code from the app" labelFor="account-code" helperText={error} intent={error ? 'danger' : 'none'}>
      <InputGroup
        id="account-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onValueChange={setCode}
      />
    </FormGroup>
  );

  return (
    <div className="admin-account-section">
      <H4>Two-step sign-in {on ? <Tag intent="success">On</Tag> : <Tag minimal>Off</Tag>}</H4>
      {on ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void step(() => disableTotp(api, code), 'Turned off: you sign in with your password alone.');
          }}
        >
          <p className="admin-muted">
            Sign-in asks for a code from your authenticator app. To turn it off, enter a current code.
          </p>
          {codeField}
          <Button type="submit" intent="danger" variant="outlined" text="Turn off" disabled={busy} />
        </form>
      ) : setup ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void step(() => confirmTotp(api, code), 'On: sign-in will ask for a code from your app.').then(
              (ok) => ok && setSetup(null),
            );
          }}
        >
          <p>
            Scan this with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...), then
            enter the code it shows.
          </p>
          <TotpQr uri={setup.uri} />
          <p className="admin-muted admin-small">
            Or type this key: <code className="admin-totp-key">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          {codeField}
          <Button type="submit" intent="primary" text="Turn on" disabled={busy} />{' '}
          <Button variant="minimal" text="Cancel" onClick={() => setSetup(null)} disabled={busy} />
        </form>
      ) : (
        <>
          <p className="admin-muted">
            Ask for a code from your phone at each sign-in, so a stolen password alone cannot open the dashboard.
          </p>
          {error && <Callout intent="danger">{error}</Callout>}
          <Button text="Set up" onClick={() => void begin()} disabled={busy} />
        </>
      )}
    </div>
  );
}
