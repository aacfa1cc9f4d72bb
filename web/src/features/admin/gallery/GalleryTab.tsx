import { useMemo, useState } from 'react';
import { Button, SegmentedControl } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { galleryBadge } from '@shared/categories';
import type { GalleryItem } from '@shared/schemas';
import { searchText } from '@shared/search';
import { ALL_CATEGORIES, byCategory, CategorySelect } from '../common/CategorySelect';
import { TrashNote } from '../common/TrashNote';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { SearchBox } from '../common/SearchBox';
import { TabHeader } from '../common/TabHeader';
import { useEntityTab } from '../common/useEntityTab';
import { useSearch } from '../common/useSearch';
import { VirtualCardList } from '../common/VirtualCardList';
import { galleryApi } from './api';
import { GalleryCard } from './GalleryCard';
import { GalleryDialog } from './GalleryDialog';
import { NeedsSpanishFilter } from '../common/NeedsSpanish';
import { useSpanishFilter } from '../common/spanishForm';

type Filter = 'all' | 'photos' | 'videos';
const matches = (filter: Filter) => (g: GalleryItem) => filter === 'all' || g.isVideo === (filter === 'videos');
const textOf = (g: GalleryItem) => searchText([g.title, g.description, galleryBadge(g)]);
const keyOf = (g: GalleryItem) => g.id;

export function GalleryTab() {
  const { list, dialogs, target, formDialog, deleteDialog } = useEntityTab<GalleryItem>({ records: galleryApi });
  const [filter, setFilter] = useState<Filter>('all');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [query, setQuery] = useState('');
  const photos = list.items.filter(matches('photos')).length;
  const spanish = useSpanishFilter('gallery', list.items);
  const filtered = useMemo(
    () => byCategory(spanish.items.filter(matches(filter)), galleryBadge, category),
    [spanish.items, filter, category],
  );
  const found = useSearch(filtered, textOf, query);
  const groups = useMemo(() => [{ key: 'all', items: found }], [found]);

  return (
    <section>
      <TabHeader
        title="Gallery Management"
        action={
          <Button intent="primary" icon={<PlusIcon />} text="Add Gallery Item" onClick={() => dialogs.open('create')} />
        }
      />
      <div className="admin-toolbar">
        <SearchBox label="Search gallery" onChange={setQuery} />
        <CategorySelect items={list.items} labelOf={galleryBadge} value={category} onChange={setCategory} />
        {/* A filter, not navigation: a segmented control (radio group) rather than tabs without panels. */}
        <SegmentedControl
          className="admin-gallery-filter"
          aria-label="Show"
          value={filter}
          onValueChange={(v) => setFilter(v as Filter)}
          options={[
            { value: 'all', label: 'All' },
            { value: 'photos', label: `Photos (${photos})` },
            { value: 'videos', label: `Videos (${list.items.length - photos})` },
          ]}
        />
        <NeedsSpanishFilter {...spanish.filterProps} />
      </div>
      <ListState
        list={list}
        loadingText="Loading gallery items..."
        emptyText="No gallery items found. Create one to get started."
      >
        <VirtualCardList
          groups={groups}
          keyOf={keyOf}
          minCardWidth={240}
          estimate={300}
          className="admin-gallery-grid"
          noneText="No gallery items match."
          renderCard={(g) => (
            <GalleryCard item={g} onEdit={() => dialogs.open('edit', g)} onDelete={() => dialogs.open('delete', g)} />
          )}
        />
      </ListState>
      <GalleryDialog key={dialogs.key} {...formDialog} />
      <ConfirmDialog {...deleteDialog} title="Delete Gallery Item">
        <p>Are you sure you want to delete this item?</p>
        {target && <p>&ldquo;{target.title}&rdquo; will be moved to the trash.</p>}
        <TrashNote />
      </ConfirmDialog>
    </section>
  );
}
