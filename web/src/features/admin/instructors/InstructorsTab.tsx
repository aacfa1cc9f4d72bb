import { useMemo, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import type { Instructor } from '@shared/schemas';
import { searchText } from '@shared/search';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { NeedsSpanishFilter } from '../common/NeedsSpanish';
import { SearchBox } from '../common/SearchBox';
import { useSpanishFilter } from '../common/spanishForm';
import { TabHeader } from '../common/TabHeader';
import { TrashNote } from '../common/TrashNote';
import { useEntityTab } from '../common/useEntityTab';
import { useSearch } from '../common/useSearch';
import { VirtualCardList } from '../common/VirtualCardList';
import { instructorsApi } from './api';
import { InstructorCard } from './InstructorCard';
import { InstructorDialog } from './InstructorDialog';

const textOf = (i: Instructor) => searchText([i.name, i.title, i.bio]);
const keyOf = (i: Instructor) => i.id;

/** The public profiles of the About page (the specification shows no tab for them; wave 4 adds it). */
export function InstructorsTab() {
  const { list, dialogs, target, formDialog, deleteDialog } = useEntityTab<Instructor>({ records: instructorsApi });
  const [query, setQuery] = useState('');
  const spanish = useSpanishFilter('instructors', list.items);
  const found = useSearch(spanish.items, textOf, query);
  const groups = useMemo(() => [{ key: 'all', items: found }], [found]);

  return (
    <section>
      <TabHeader
        title="Instructors"
        action={
          <Button intent="primary" icon={<PlusIcon />} text="Add Instructor" onClick={() => dialogs.open('create')} />
        }
      />
      <div className="admin-toolbar">
        <SearchBox label="Search instructors" onChange={setQuery} />
        <NeedsSpanishFilter {...spanish.filterProps} />
      </div>
      <ListState
        list={list}
        loadingText="Loading instructors..."
        emptyText="No instructor profiles yet. Add one to show it on the About page."
      >
        <VirtualCardList
          groups={groups}
          keyOf={keyOf}
          minCardWidth={280}
          estimate={220}
          noneText="No instructors match."
          renderCard={(i) => (
            <InstructorCard
              item={i}
              onEdit={() => dialogs.open('edit', i)}
              onDelete={() => dialogs.open('delete', i)}
            />
          )}
        />
      </ListState>
      <InstructorDialog key={dialogs.key} {...formDialog} />
      <ConfirmDialog {...deleteDialog} title="Delete Instructor">
        <p>Are you sure you want to delete this profile?</p>
        {target && <p>&ldquo;{target.name}&rdquo; will be moved to the trash and leave the About page.</p>}
        <TrashNote />
      </ConfirmDialog>
    </section>
  );
}
