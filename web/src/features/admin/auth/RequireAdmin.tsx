import { useEffect, type ReactNode } from 'react';
import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { LockIcon } from '@blueprintjs/icons';
import { useNavigate } from 'react-router-dom';
import { useSession } from './useSession';

/**
 * docs/product.md#admin-session: without a session the dashboard redirects to /admin/login, showing
 * 'Authentication Required' meanwhile. While a stored token is being checked, a spinner.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (status === 'anonymous') navigate('/admin/login', { replace: true });
  }, [status, navigate]);

  if (status === 'authenticated') return <>{children}</>;
  if (status === 'anonymous')
    return <AuthenticationRequired onLogin={() => navigate('/admin/login', { replace: true })} />;
  return (
    <main id="main" className="admin-center" aria-busy="true">
      <Spinner size={32} aria-label="Checking your session" />
    </main>
  );
}

export function AuthenticationRequired({ onLogin }: { onLogin: () => void }) {
  return (
    <main id="main" className="admin-center">
      <NonIdealState
        icon={<LockIcon size={48} />}
        title="Authentication Required"
        description="You need to log in as an administrator to view the dashboard."
        action={<Button intent="primary" text="Go to Login" onClick={onLogin} />}
      />
    </main>
  );
}
