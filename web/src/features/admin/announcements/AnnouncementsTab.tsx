import { useMemo, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { announcementCategoryLabel } from '@shared/categories';
import type { Announcement } from '@shared/schemas';
import { searchText } from '@shared/search';
import { TrashNote } from '../common/TrashNote';
import { ALL_CATEGORIES, byCategory, CategorySelect } from '../common/CategorySelect';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import { NeedsSpanishFilter } from '../common/NeedsSpanish';
import { useSpanishFilter } from '../common/spanishForm';
import { TabHeader } from '../common/TabHeader';
import { useEntityTab } from '../common/useEntityTab';
import { useSearch } from '../common/useSearch';
import { VirtualCardList } from '../common/VirtualCardList';
import { announcementsApi } from './api';
import { AnnouncementCard } from './AnnouncementCard';
import { AnnouncementDialog } from './AnnouncementDialog';
import { useNow } from '../common/useNow';
import { useEmailedCounts } from '../common/useEmailedCounts';
import { byStatus, StatusFilter, type StatusFilterValue } from './StatusFilter';

const categoryOf = (a: Announcement) => announcementCategoryLabel(a.category);
const textOf = (a: Announcement) => searchText([a.title, a.content, categoryOf(a)]);
const keyOf = (a: Announcement) => a.id;

export function AnnouncementsTab() {
  const { list, dialogs, target, formDialog, deleteDialog } = useEntityTab<Announcement>({ records: announcementsApi });
  const [status, setStatus] = useState<StatusFilterValue>('all');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [query, setQuery] = useState('');
  const now = useNow();
  const spanish = useSpanishFilter('announcements', list.items);
  const filtered = useMemo(
    () => byCategory(byStatus(spanish.items, status, now), categoryOf, category),
    [spanish.items, status, now, category],
  );
  const found = useSearch(filtered, textOf, query);
  const groups = useMemo(() => [{ key: 'all', items: found }], [found]);
  const emailed = useEmailedCounts(list.items);

  return (
    <section>
      <TabHeader
        title="Announcements"
        action={
          <Button intent="primary" icon={<PlusIcon />} text="Add Announcement" onClick={() => dialogs.open('create')} />
        }
      />
      <div className="admin-toolbar">
        <SearchBox label="Search announcements" onChange={setQuery} />
        <CategorySelect items={list.items} labelOf={categoryOf} value={category} onChange={setCategory} />
        <StatusFilter items={list.items} value={status} onChange={setStatus} now={now} />
        <NeedsSpanishFilter {...spanish.filterProps} />
      </div>
      <ListState
        list={list}
        loadingText="Loading announcements..."
        emptyText="No announcements found. Create one to get started."
      >
        <VirtualCardList
          groups={groups}
          keyOf={keyOf}
          noneText={
            query || category || spanish.filterProps.checked
              ? 'No announcements match.'
              : 'No announcements with this status.'
          }
          renderCard={(a) => (
            <AnnouncementCard
              item={a}
              emailed={emailed.get(a.id)}
              onEdit={() => dialogs.open('edit', a)}
              onDelete={() => dialogs.open('delete', a)}
            />
          )}
        />
      </ListState>
      <AnnouncementDialog key={dialogs.key} {...formDialog} />
      <ConfirmDialog {...deleteDialog} title="Are you sure?">
        <p>This will move the announcement &ldquo;{target?.title}&rdquo; to the trash.</p>
        <TrashNote />
      </ConfirmDialog>
    </section>
  );
}
