import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { LockIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { adminLoginInput } from '@shared/schemas';
import { MSG } from '@shared/messages';
import { ADMIN_MSG } from '@shared/adminMessages';
import { usePageMeta } from '@/hooks/usePageMeta';
import { usePlatform } from '@/lib/platform';
import { notify, notifyPair } from '@/lib/toast';
import { useAdminAuth } from './authStore';
import { useSession } from './useSession';
// Blueprint's rules the public pages leave out (web/blueprintSubset.ts), before the dashboard's own.
import 'blueprint/rest.css';
import '../admin.css';

export function AdminLoginPage() {
  usePageMeta('Admin Login', 'Administrator login');
  const platform = usePlatform();
  const navigate = useNavigate();
  const status = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A restored session needs no second login.
  useEffect(() => {
    if (status === 'authenticated') navigate('/admin/dashboard', { replace: true });
  }, [status, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = adminLoginInput.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError(null);
    setBusy(true);
    const { outcome, message } = await useAdminAuth.getState().login(platform, password);
    setBusy(false);
    if (outcome === 'ok') {
      void notifyPair(ADMIN_MSG.loginSuccess, 'success');
      return; // the effect above navigates once the store says authenticated
    }
    if (outcome === 'wrong' && message) void notify({ title: MSG.loginWrong[0], message, intent: 'danger' });
    else void notifyPair(outcome === 'wrong' ? MSG.loginWrong : ADMIN_MSG.loginError, 'danger');
  }

  return (
    <main id="main" className="admin-login">
      <Card elevation={2} className="admin-login-card">
        <div className="admin-login-icon" aria-hidden="true">
          <LockIcon size={28} />
        </div>
        <H1 className="admin-login-title">Admin Login</H1>
        <p className="admin-muted">Enter your administrator password to access the dashboard</p>
        <form onSubmit={submit} noValidate>
          {/* The only account has no name; this lets password managers file the password under one. */}
          <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
          <FormGroup label="Password" labelFor="admin-password" intent={error ? 'danger' : 'none'} helperText={error}>
            <InputGroup
              id="admin-password"
              type="password"
              size="large"
              autoComplete="current-password"
              placeholder="Enter administrator password"
              value={password}
              intent={error ? 'danger' : 'none'}
              onValueChange={setPassword}
              autoFocus
            />
          </FormGroup>
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            disabled={busy}
            text={busy ? 'Logging in...' : 'Login'}
          />
        </form>
      </Card>
    </main>
  );
}
