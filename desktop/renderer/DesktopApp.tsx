import { useEffect, useMemo, useState } from 'react';
import { Callout, Spinner } from '@blueprintjs/core';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AdminDashboardPage, AdminLoginPage } from '@/features/admin';
import { PlatformProvider, apiFor } from '@/lib/platform';
import { loadSite } from '@/lib/siteConfig';
import { installToastHotkey } from '@/lib/toast';
import { KEYCHAIN_MISSING_TEXT, type DesktopApi } from '../shared/ipc';
import { AppErrorBoundary } from './AppErrorBoundary';
import { createDesktopPlatform } from './desktopPlatform';
import { reportNetworkHints } from './networkHints';
import { ServerSetup } from './ServerSetup';

type Boot =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'setup'; current: string | null }
  | { phase: 'ready'; serverUrl: string; signedIn: boolean; keychain: boolean };

/** The desktop shell: server setup on first run, then the web dashboard itself; a render error shows Reload, never a blank window. */
export function DesktopApp({ api }: { api: DesktopApi }) {
  return (
    <AppErrorBoundary>
      <DesktopShell api={api} />
    </AppErrorBoundary>
  );
}

function DesktopShell({ api }: { api: DesktopApi }) {
  const [boot, setBoot] = useState<Boot>({ phase: 'loading' });
  const [changing, setChanging] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => {
      const settings = await api.getSettings();
      if (!settings.serverUrl) return live && setBoot({ phase: 'setup', current: null });
      if (live)
        setBoot({
          phase: 'ready',
          serverUrl: settings.serverUrl,
          signedIn: settings.signedIn,
          keychain: settings.encryptionAvailable,
        });
    })().catch(
      (e: unknown) => live && setBoot({ phase: 'failed', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => installToastHotkey(), []);
  useEffect(() => reportNetworkHints(api), [api]);

  if (boot.phase === 'loading') return <Spinner className="desktop-boot" aria-label="Starting" />;
  if (boot.phase === 'failed')
    return (
      <p role="alert" className="desktop-boot">
        The app could not start: {boot.message}
      </p>
    );
  if (boot.phase === 'setup' || changing) {
    const current = boot.phase === 'ready' ? boot.serverUrl : boot.current;
    return (
      <ServerSetup
        api={api}
        current={current}
        // A new server means new stores (session, lists): start the page afresh.
        onDone={() => window.location.reload()}
        onCancel={changing ? () => setChanging(false) : undefined}
      />
    );
  }
  return (
    <>
      {!boot.keychain && (
        <Callout intent="warning" compact className="desktop-keychain" role="note">
          {KEYCHAIN_MISSING_TEXT}
        </Callout>
      )}
      <Dashboard
        api={api}
        serverUrl={boot.serverUrl}
        signedIn={boot.signedIn}
        onChangeServer={() => setChanging(true)}
      />
    </>
  );
}

function Dashboard(props: { api: DesktopApi; serverUrl: string; signedIn: boolean; onChangeServer(): void }) {
  const { api, serverUrl, signedIn, onChangeServer } = props;
  // Made once per server: the dashboard keys its API client on the platform object.
  const platform = useMemo(
    () => createDesktopPlatform(api, { serverUrl, signedIn, onChangeServer }),
    // signedIn only seeds the platform's own state; onChangeServer is a new arrow on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per server on purpose (above)
    [api, serverUrl],
  );
  useEffect(() => {
    void loadSite(apiFor(platform));
  }, [platform]);
  return (
    <PlatformProvider platform={platform}>
      <MemoryRouter initialEntries={[signedIn ? '/admin/dashboard' : '/admin/login']}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
          <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
        </Routes>
      </MemoryRouter>
    </PlatformProvider>
  );
}
