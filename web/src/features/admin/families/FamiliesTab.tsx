import { useMemo, useState } from 'react';
import { Button, Callout, Card, H3 } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { formatInstant } from '@shared/dates';
import type { NoticeSummary, SubscriptionAdminView } from '@shared/schemas';
import { errorDetail } from '@/lib/api';
import { usePlatform } from '@/lib/platform';
import { useSite } from '@/lib/siteConfig';
import { notifyError, notifySuccess } from '@/lib/toast';
import { isUnauthorized, useAdminApi } from '../auth/useAdminApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import { TabHeader } from '../common/TabHeader';
import { useCollection } from '../common/useCollection';
import { useDialogs } from '../common/useDialogs';
import { useSearch } from '../common/useSearch';
import { VirtualCardList } from '../common/VirtualCardList';
import { listNotices } from '../common/noticesApi';
import { listFamilies, removeFamily, saveFamiliesCsv } from './api';
import { familyCounts, mailSaidOff } from './counts';
import { FamilyCard } from './FamilyCard';
import { NoticesCard } from './NoticesCard';
import { PushDevicesCounts } from './PushDevicesCounts';

const keyOf = (f: SubscriptionAdminView) => f.id;
const textOf = (f: SubscriptionAdminView) => f.email;

/** Notices by email: the families per program, the latest notices, the list with search and remove, CSV. */
export function FamiliesTab() {
  const api = useAdminApi();
  const platform = usePlatform();
  const tz = useSite((s) => s.timezone);
  const mailOff = useSite(mailSaidOff);
  const list = useCollection<SubscriptionAdminView>(listFamilies);
  const notices = useCollection<NoticeSummary>(listNotices);
  const dialogs = useDialogs<SubscriptionAdminView>();
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const shown = useSearch(list.items, textOf, query);
  const groups = useMemo(() => [{ key: 'all', items: shown }], [shown]);
  const counts = useMemo(() => familyCounts(list.items), [list.items]);
  const target = dialogs.item;

  async function remove(): Promise<boolean> {
    if (!target) return false;
    try {
      await removeFamily(api, target.id);
    } catch (e) {
      if (!isUnauthorized(e)) void notifyError(`Failed to remove ${target.email}: ${errorDetail(e)}`);
      return false;
    }
    void notifySuccess('Success', `${target.email} removed`);
    await list.reload();
    return true;
  }

  async function downloadCsv() {
    setSaving(true);
    try {
      const day = formatInstant(new Date().toISOString(), tz, 'yyyy-MM-dd');
      await saveFamiliesCsv(platform, `families-${day}.csv`);
    } catch (e) {
      void notifyError(`Failed to download the CSV: ${errorDetail(e)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section>
      <TabHeader
        title="Families"
        description="Families who get notices by email: urgent notices, announcements, class changes, the weekly schedule."
        action={
          <Button
            icon={<DownloadIcon />}
            text="Download CSV"
            loading={saving}
            disabled={!list.items.length}
            onClick={() => void downloadCsv()}
          />
        }
      />
      {mailOff && (
        <Callout intent="warning" compact className="admin-families-off">
          Email to families is off: the server has no SMTP_URL, so the public form is hidden and nothing is sent.
        </Callout>
      )}
      <div className="admin-data-grid admin-families-grid">
        <Card className="admin-data-card" elevation={1}>
          <H3>Subscribed families</H3>
          {list.loading ? (
            <p className="admin-muted">Counting...</p>
          ) : (
            <dl className="admin-family-counts">
              <div>
                <dt>Drumline</dt>
                <dd>{counts.drumline}</dd>
              </div>
              <div>
                <dt>Color Guard</dt>
                <dd>{counts.colorGuard}</dd>
              </div>
              <div>
                <dt>Not confirmed yet</dt>
                <dd>{counts.pending}</dd>
              </div>
              <div>
                <dt>Unsubscribed</dt>
                <dd>{counts.unsubscribed}</dd>
              </div>
            </dl>
          )}
          <PushDevicesCounts />
        </Card>
        <NoticesCard notices={notices} tz={tz} />
      </div>
      <H3 className="admin-families-heading">All families</H3>
      <div className="admin-toolbar">
        <SearchBox label="Search families" onChange={setQuery} />
      </div>
      <ListState list={list} loadingText="Loading families..." emptyText="No family has subscribed yet.">
        <VirtualCardList
          groups={groups}
          keyOf={keyOf}
          estimate={140}
          noneText="No family matches."
          renderCard={(f) => <FamilyCard item={f} tz={tz} onRemove={() => dialogs.open('delete', f)} />}
        />
      </ListState>
      <ConfirmDialog
        isOpen={dialogs.is('delete')}
        onClose={dialogs.close}
        onConfirm={remove}
        title="Remove this family?"
        confirmText="Remove"
        pendingText="Removing..."
      >
        <p>
          {target?.email} will get no more notices. Nothing is emailed to them; they can subscribe again on the website.
        </p>
      </ConfirmDialog>
    </section>
  );
}
