import { useState, type FormEvent } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { inviteAcceptInput, STAFF_PASSWORD_MIN } from '@shared/schemas/staff';
import { usePageMeta } from '@/hooks/usePageMeta';
import { errorDetail } from '@/lib/api';
import { apiFor, usePlatform } from '@/lib/platform';
import { notify } from '@/lib/toast';
import { acceptInvite } from './api';
import { AuthCard, AuthField } from './AuthCard';
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
    <AuthCard
      icon={<KeyIcon size={28} />}
      title="Choose your password"
      intro="You were invited to the dashboard. Choose a password to sign in with from now on."
    >
      {failure && (
        <Callout intent="danger" role="alert" className="admin-invite-failure">
          {failure} Ask the academy&apos;s owner for a new link.
        </Callout>
      )}
      <form onSubmit={submit} noValidate>
        <AuthField
          id="invite-password"
          label="New password"
          hint={`At least ${STAFF_PASSWORD_MIN} characters`}
          error={error?.field === 'password' ? error.message : undefined}
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          autoFocus
        />
        <AuthField
          id="invite-repeat"
          label="Repeat it"
          error={error?.field === 'repeat' ? error.message : undefined}
          type="password"
          autoComplete="new-password"
          value={repeat}
          onValueChange={setRepeat}
        />
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          disabled={busy || !token}
          text={busy ? 'Saving...' : 'Set password and sign in'}
        />
      </form>
    </AuthCard>
  );
}
