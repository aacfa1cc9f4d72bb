import { Button, H1 } from '@blueprintjs/core';
import { GlobeNetworkIcon, LogOutIcon } from '@blueprintjs/icons';
import { useSearchParams } from 'react-router-dom';
import { useIsMobile } from '@/hooks/useIsMobile';
import { usePageMeta } from '@/hooks/usePageMeta';
import { usePlatform } from '@/lib/platform';
import { useSite } from '@/lib/siteConfig';
import { useAdminAuth } from '../auth/authStore';
import { useNewMessageCount, useNewMessageCountRefresh } from '../messages/newCount';
import { RequireAdmin } from '../auth/RequireAdmin';
import { ConflictDialog } from '../common/ConflictDialog';
import { DashboardTabs } from './DashboardTabs';
import { MobileTabs } from './MobileTabs';
import { OfflineBanner } from './OfflineBanner';
import { tabById, useTabs, type TabId } from './tabs';
import { AccountButton } from '../staff/AccountButton';
// Blueprint's rules the public pages leave out (web/blueprintSubset.ts), before the dashboard's own.
import 'blueprint/rest.css';
import '../admin.css';

export function AdminDashboardPage() {
  const newMessages = useNewMessageCount((s) => s.count);
  // "(3) Admin Dashboard": the browser tab tells the admin about new messages from afar.
  usePageMeta(
    newMessages ? `(${newMessages}) Admin Dashboard` : 'Admin Dashboard',
    'Manage the academy website content',
  );
  return (
    <RequireAdmin>
      <Dashboard />
    </RequireAdmin>
  );
}

function Dashboard() {
  useNewMessageCountRefresh();
  const platform = usePlatform();
  const siteName = useSite((s) => s.siteName);
  const isMobile = useIsMobile();
  // The open tab lives in the URL (?tab=events), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const current = tabById(params.get('tab'), useTabs());
  const select = (id: TabId) => setParams(id === 'announcements' ? {} : { tab: id }, { replace: true });
  const Tabs = isMobile ? MobileTabs : DashboardTabs;

  return (
    <div className="admin-shell">
      <header className="admin-header">
        <div>
          <H1 className="admin-title">Admin Dashboard</H1>
          <p className="admin-muted admin-small">{siteName}</p>
        </div>
        <div className="admin-header-actions">
          {platform.server && (
            <Button
              variant="minimal"
              icon={<GlobeNetworkIcon />}
              text={isMobile ? undefined : platform.server.url}
              aria-label={`Server ${platform.server.url}: change`}
              title="Change server"
              onClick={platform.server.change}
            />
          )}
          <AccountButton compact={isMobile} />
          <Button
            variant="outlined"
            icon={<LogOutIcon />}
            text="Logout"
            onClick={() => void useAdminAuth.getState().logout(platform)}
          />
        </div>
      </header>
      <OfflineBanner />
      <main id="main" className="admin-main">
        <Tabs current={current} onChange={select} />
      </main>
      <ConflictDialog />
    </div>
  );
}
