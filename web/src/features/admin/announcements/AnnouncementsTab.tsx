import { Button } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import type { Announcement } from '@shared/schemas';
import { useAdminApi } from '../auth/useAdminApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { TabHeader } from '../common/TabHeader';
import { runMutation } from '../common/runMutation';
import { useCollection } from '../common/useCollection';
import { useDialogs } from '../common/useDialogs';
import { AnnouncementCard } from './AnnouncementCard';
import { AnnouncementDialog } from './AnnouncementDialog';

export function AnnouncementsTab() {
  const api = useAdminApi();
  const list = useCollection<Announcement>('/api/announcements');
  const dialogs = useDialogs<Announcement>();
  const target = dialogs.item;

  return (
    <section>
      <TabHeader
        title="Announcements"
        action={<Button intent="primary" icon={<PlusIcon />} text="Add Announcement" onClick={() => dialogs.open('create')} />}
      />
      <ListState list={list} loadingText="Loading announcements..." emptyText="No announcements found. Create one to get started.">
        <div className="admin-grid">
          {list.items.map((a) => (
            <AnnouncementCard key={a.id} item={a} onEdit={() => dialogs.open('edit', a)} onDelete={() => dialogs.open('delete', a)} />
          ))}
        </div>
      </ListState>
      <AnnouncementDialog
        key={dialogs.key}
        isOpen={dialogs.is('create') || dialogs.is('edit')}
        item={target}
        onClose={dialogs.close}
        reload={list.reload}
      />
      <ConfirmDialog
        isOpen={dialogs.is('delete')}
        title="Are you sure?"
        onClose={dialogs.close}
        onConfirm={() =>
          runMutation({ verb: 'delete', entity: 'announcement', action: () => api.del(`/api/announcements/${target!.id}`), reload: list.reload })
        }
      >
        <p>
          This will permanently delete the announcement &ldquo;{target?.title}&rdquo;. This action cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
