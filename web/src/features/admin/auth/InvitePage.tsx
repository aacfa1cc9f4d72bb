import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { inviteAcceptInput, STAFF_PASSWORD_MIN } from '@shared/schemas/staff';
import { usePageMeta } from '@/hooks/usePageMeta';
import { errorDetail } from '@/lib/api';
import { apiFor, usePlatform } from '@/lib/platform';
import { notify } from '@/lib/toast';
import { acceptInvite } from './api';
import { useAdminAuth } from './authStore';
import 'blueprint/rest.css';
import '../admin.css';

/** /admin/invite?token=...: the invited person chooses a password and lands on the dashboard, signed in. */
export function AdminInvitePage() {
  usePageMeta('Choose your password', 'Accept an invitation to the dashboard');
  const platform = usePlatform();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'repeat'; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : 'This link has no invitation in it.');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = inviteAcceptInput.safeParse({ token, password });
    if (!parsed.success) return setError({ field: 'password', message: parsed.error.issues[0].message });
    if (password !== repeat) return setError({ field: 'repeat', message: 'The two passwords differ' });
    setError(null);
    setBusy(true);
    try {
      const res = await acceptInvite(apiFor(platform), token, password);
      if (!res.token) throw new Error('The server gave no session');
      await useAdminAuth.getState().adopt(platform, res.token);
      void notify({ title: 'Welcome', message: 'Your password is set.', intent: 'success' });
      navigate('/admin/dashboard', { replace: true });
    } catch (e) {
      setFailure(errorDetail(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="admin-login">
      <Card elevation={2} className="admin-login-card">
        <div className="admin-login-icon" aria-hidden="true">
          <KeyIcon size={28} />
        </div>
        <H1 className="admin-login-title">Choose your password</H1>
        <p className="admin-muted">You were invited to the dashboard. Choose a password to sign in with from now on.</p>
        {failure && (
          <Callout intent="danger" role="alert" className="admin-invite-failure">
            {failure} Ask the academy&apos;s owner for a new link.
          </Callout>
        )}
        <form onSubmit={submit} noValidate>
          <FormGroup
            label="New password"
            labelFor="invite-password"
            helperText={error?.field === 'password' ? error.message : `At least ${STAFF_PASSWORD_MIN} characters`}
            intent={error?.field === 'password' ? 'danger' : 'none'}
          >
            <InputGroup
              id="invite-password"
              type="password"
              size="large"
              autoComplete="new-password"
              value={password}
              onValueChange={setPassword}
              autoFocus
            />
          </FormGroup>
          <FormGroup
            label="Repeat it"
            labelFor="invite-repeat"
            helperText={error?.field === 'repeat' ? error.message : undefined}
            intent={error?.field === 'repeat' ? 'danger' : 'none'}
          >
            <InputGroup
              id="invite-repeat"
              type="password"
              size="large"
              autoComplete="new-password"
              value={repeat}
              onValueChange={setRepeat}
            />
          </FormGroup>
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            disabled={busy || !token}
            text={busy ? 'Saving...' : 'Set password and sign in'}
          />
        </form>
      </Card>
    </main>
  );
}
