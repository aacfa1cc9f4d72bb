import { Button } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import type { AcademyEvent } from '@shared/schemas';
import { useSite } from '@/lib/siteConfig';
import { TrashNote } from '../common/TrashNote';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { TabHeader } from '../common/TabHeader';
import { useEntityTab } from '../common/useEntityTab';
import { eventsApi } from './api';
import { EventCard } from './EventCard';
import { EventDialog, type EventDialogMode } from './EventDialog';

export function EventsTab() {
  const tz = useSite((s) => s.timezone);
  const { list, dialogs, formDialog, deleteDialog } = useEntityTab<AcademyEvent>({ records: eventsApi });
  const formMode: EventDialogMode = dialogs.mode === 'edit' || dialogs.mode === 'duplicate' ? dialogs.mode : 'create';

  return (
    <section>
      <TabHeader
        title="Events Calendar"
        description={`Times are shown in the academy's timezone (${tz}).`}
        action={<Button intent="primary" icon={<PlusIcon />} text="Add Event" onClick={() => dialogs.open('create')} />}
      />
      <ListState list={list} loadingText="Loading events..." emptyText="No events found. Create one to get started.">
        <div className="admin-grid">
          {list.items.map((e) => (
            <EventCard
              key={e.id}
              item={e}
              tz={tz}
              onEdit={() => dialogs.open('edit', e)}
              onDuplicate={() => dialogs.open('duplicate', e)}
              onDelete={() => dialogs.open('delete', e)}
            />
          ))}
        </div>
      </ListState>
      <EventDialog key={dialogs.key} mode={formMode} {...formDialog} />
      <ConfirmDialog {...deleteDialog} title="Are you sure?">
        <p>This will move the event to the trash.</p>
        <TrashNote />
      </ConfirmDialog>
    </section>
  );
}
