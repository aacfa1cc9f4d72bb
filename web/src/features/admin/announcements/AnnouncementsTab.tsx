import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import type { Announcement } from '@shared/schemas';
import { TrashNote } from '../common/TrashNote';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { TabHeader } from '../common/TabHeader';
import { useEntityTab } from '../common/useEntityTab';
import { announcementsApi } from './api';
import { AnnouncementCard } from './AnnouncementCard';
import { AnnouncementDialog } from './AnnouncementDialog';
import { useNow } from './useNow';
import { byStatus, StatusFilter, type StatusFilterValue } from './StatusFilter';

export function AnnouncementsTab() {
  const { list, dialogs, target, formDialog, deleteDialog } = useEntityTab<Announcement>({ records: announcementsApi });
  const [status, setStatus] = useState<StatusFilterValue>('all');
  const now = useNow();
  const shown = { ...list, items: byStatus(list.items, status, now) };

  return (
    <section>
      <TabHeader
        title="Announcements"
        action={
          <Button intent="primary" icon={<PlusIcon />} text="Add Announcement" onClick={() => dialogs.open('create')} />
        }
      />
      <StatusFilter items={list.items} value={status} onChange={setStatus} now={now} />
      <ListState
        list={shown}
        loadingText="Loading announcements..."
        emptyText={
          status === 'all' || list.items.length === 0
            ? 'No announcements found. Create one to get started.'
            : 'No announcements with this status.'
        }
      >
        <div className="admin-grid">
          {shown.items.map((a) => (
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
        <p>This will move the announcement &ldquo;{target?.title}&rdquo; to the trash.</p>
        <TrashNote />
      </ConfirmDialog>
    </section>
  );
}
