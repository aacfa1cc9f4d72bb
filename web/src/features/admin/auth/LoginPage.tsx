import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@blueprintjs/core';
import { LockIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { adminLoginInput } from '@shared/schemas';
import { MSG } from '@shared/messages';
import { ADMIN_MSG } from '@shared/adminMessages';
import { usePageMeta } from '@/hooks/usePageMeta';
import { usePlatform } from '@/lib/platform';
import { notify, notifyPair } from '@/lib/toast';
import { AuthCard, AuthField } from './AuthCard';
import { useAdminAuth } from './authStore';
import { useSession } from './useSession';
// Blueprint's rules the public pages leave out (web/blueprintSubset.ts), before the dashboard's own.
import 'blueprint/rest.css';
import '../admin.css';

/**
 * Sign-in for the web and the desktop app alike: email and password (email left blank: the
 * owner's admin password, as the spec's page had it), then, when the server asks for it, the
 * authenticator's code as a second step.
 */
export function AdminLoginPage() {
  usePageMeta('Admin Login', 'Administrator login');
  const platform = usePlatform();
  const navigate = useNavigate();
  const status = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState<{ field: 'email' | 'password' | 'code'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);

  // A restored session needs no second login.
  useEffect(() => {
    if (status === 'authenticated') navigate('/admin/dashboard', { replace: true });
  }, [status, navigate]);
  useEffect(() => {
    if (needsCode) codeField.current?.focus();
  }, [needsCode]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = adminLoginInput.safeParse({ email, password, ...(needsCode ? { code } : {}) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue.path[0] === 'email' ? 'email' : issue.path[0] === 'code' ? 'code' : 'password';
      return setError({ field, message: issue.message });
    }
    if (needsCode && !/^\d{6}$/.test(parsed.data.code ?? ''))
      return setError({ field: 'code', message: 'Enter the 6-digit code from your authenticator app' });
    setError(null);
    setBusy(true);
    const { outcome, message } = await useAdminAuth.getState().login(platform, parsed.data);
    setBusy(false);
    if (outcome === 'ok') {
      void notifyPair(ADMIN_MSG.loginSuccess, 'success');
      return; // the effect above navigates once the store says authenticated
    }
    if (outcome === 'code') {
      if (needsCode) setError({ field: 'code', message: message ?? 'That code is not right' });
      setNeedsCode(true);
      setCode('');
      return;
    }
    if (outcome === 'wrong' && message) void notify({ title: MSG.loginWrong[0], message, intent: 'danger' });
    else void notifyPair(outcome === 'wrong' ? MSG.loginWrong : ADMIN_MSG.loginError, 'danger');
  }

  const errorOf = (field: 'email' | 'password' | 'code') => (error?.field === field ? error.message : undefined);
  return (
    <AuthCard
      icon={<LockIcon size={28} />}
      title="Admin Login"
      intro={
        needsCode
          ? 'Enter the 6-digit code your authenticator app shows for this site'
          : 'Enter your administrator password to access the dashboard'
      }
    >
      <form onSubmit={submit} noValidate>
        <div hidden={needsCode}>
          <AuthField
            id="admin-email"
            label="Email"
            labelInfo="(optional)"
            hint="Leave it blank for the owner's sign-in"
            error={errorOf('email')}
            type="email"
            autoComplete="username"
            placeholder="you@example.com"
            value={email}
            onValueChange={setEmail}
          />
          <AuthField
            id="admin-password"
            label="Password"
            error={errorOf('password')}
            type="password"
            autoComplete="current-password"
            placeholder="Enter administrator password"
            value={password}
            onValueChange={setPassword}
            autoFocus
          />
        </div>
        {needsCode && (
          <AuthField
            id="admin-code"
            label="Authentication code"
            error={errorOf('code')}
            inputRef={codeField}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={7}
            value={code}
            onValueChange={setCode}
          />
        )}
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          disabled={busy}
          text={busy ? 'Logging in...' : needsCode ? 'Verify' : 'Login'}
        />
        {needsCode && (
          <Button
            variant="minimal"
            fill
            className="admin-login-back"
            text="Back"
            onClick={() => {
              setNeedsCode(false);
              setError(null);
            }}
          />
        )}
      </form>
    </AuthCard>
  );
}
