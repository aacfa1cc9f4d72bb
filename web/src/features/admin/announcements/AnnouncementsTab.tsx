import { Button } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import type { Announcement } from '@shared/schemas';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { TabHeader } from '../common/TabHeader';
import { useEntityTab } from '../common/useEntityTab';
import { announcementsApi } from './api';
import { AnnouncementCard } from './AnnouncementCard';
import { AnnouncementDialog } from './AnnouncementDialog';

export function AnnouncementsTab() {
  const { list, dialogs, target, formDialog, deleteDialog } = useEntityTab<Announcement>({ records: announcementsApi });

  return (
    <section>
      <TabHeader
        title="Announcements"
        action={
          <Button intent="primary" icon={<PlusIcon />} text="Add Announcement" onClick={() => dialogs.open('create')} />
        }
      />
      <ListState
        list={list}
        loadingText="Loading announcements..."
        emptyText="No announcements found. Create one to get started."
      >
        <div className="admin-grid">
          {list.items.map((a) => (
            <AnnouncementCard
              key={a.id}
              item={a}
              onEdit={() => dialogs.open('edit', a)}
              onDelete={() => dialogs.open('delete', a)}
            />
          ))}
        </div>
      </ListState>
      <AnnouncementDialog key={dialogs.key} {...formDialog} />
      <ConfirmDialog {...deleteDialog} title="Are you sure?">
        <p>
          This will permanently delete the announcement &ldquo;{target?.title}&rdquo;. This action cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
