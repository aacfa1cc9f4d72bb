import { useMemo, useState } from 'react';
import { Button, SegmentedControl } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { eventCategoryLabel } from '@shared/categories';
import { todayKey } from '@shared/dates';
import type { AcademyEvent } from '@shared/schemas';
import { searchText } from '@shared/search';
import { useSite } from '@/lib/siteConfig';
import { TrashNote } from '../common/TrashNote';
import { ALL_CATEGORIES, byCategory, CategorySelect } from '../common/CategorySelect';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import { TabHeader } from '../common/TabHeader';
import { useEntityTab } from '../common/useEntityTab';
import { useNow } from '../common/useNow';
import { useSearch } from '../common/useSearch';
import { VirtualCardList } from '../common/VirtualCardList';
import { eventsApi } from './api';
import { EventCard } from './EventCard';
import { EventDialog, type EventDialogMode } from './EventDialog';
import { countOf, groupPlaced, placeEvents, type EventWhen } from './eventGroups';
import { NeedsSpanishFilter } from '../common/NeedsSpanish';
import { useSpanishFilter } from '../common/spanishForm';

const categoryOf = (e: AcademyEvent) => eventCategoryLabel(e.category);
const textOf = (e: AcademyEvent) => searchText([e.title, e.description, e.location, categoryOf(e)]);
const keyOf = (e: AcademyEvent) => e.id;

export function EventsTab() {
  const tz = useSite((s) => s.timezone);
  const { list, dialogs, formDialog, deleteDialog } = useEntityTab<AcademyEvent>({ records: eventsApi });
  const formMode: EventDialogMode = dialogs.mode === 'edit' || dialogs.mode === 'duplicate' ? dialogs.mode : 'create';
  const [when, setWhen] = useState<EventWhen>('upcoming');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [query, setQuery] = useState('');
  const today = todayKey(tz, useNow(60_000));
  const spanish = useSpanishFilter('events', list.items);
  const found = useSearch(
    useMemo(() => byCategory(spanish.items, categoryOf, category), [spanish.items, category]),
    textOf,
    query,
  );
  const placed = useMemo(() => placeEvents(list.items, tz, today), [list.items, tz, today]);
  const sides = useMemo(() => {
    const kept = new Set(found);
    return groupPlaced(placed, (e) => kept.has(e));
  }, [placed, found]);

  return (
    <section>
      <TabHeader
        title="Events Calendar"
        description={`Times are shown in the academy's timezone (${tz}).`}
        action={<Button intent="primary" icon={<PlusIcon />} text="Add Event" onClick={() => dialogs.open('create')} />}
      />
      <div className="admin-toolbar">
        <SearchBox label="Search events" onChange={setQuery} />
        <CategorySelect items={list.items} labelOf={categoryOf} value={category} onChange={setCategory} />
        <SegmentedControl
          aria-label="Show"
          value={when}
          onValueChange={(v) => setWhen(v as EventWhen)}
          options={[
            { value: 'upcoming', label: `Upcoming (${countOf(sides.upcoming)})` },
            { value: 'past', label: `Past (${countOf(sides.past)})` },
          ]}
        />
        <NeedsSpanishFilter {...spanish.filterProps} />
      </div>
      <ListState list={list} loadingText="Loading events..." emptyText="No events found. Create one to get started.">
        <VirtualCardList
          groups={sides[when]}
          keyOf={keyOf}
          noneText={query || category ? 'No events match.' : `No ${when} events.`}
          renderCard={(e) => <EventCard item={e} tz={tz} onAction={dialogs.open} />}
        />
      </ListState>
      <EventDialog key={dialogs.key} mode={formMode} {...formDialog} />
      <ConfirmDialog {...deleteDialog} title="Are you sure?">
        <p>This will move the event to the trash.</p>
        <TrashNote />
      </ConfirmDialog>
    </section>
  );
}
