import { useState } from 'react';
import { Button, SegmentedControl } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import type { GalleryItem } from '@shared/schemas';
import { TrashNote } from '../common/TrashNote';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ListState } from '../common/ListState';
import { TabHeader } from '../common/TabHeader';
import { useEntityTab } from '../common/useEntityTab';
import { galleryApi } from './api';
import { GalleryCard } from './GalleryCard';
import { GalleryDialog } from './GalleryDialog';

type Filter = 'all' | 'photos' | 'videos';
const matches = (filter: Filter) => (g: GalleryItem) => filter === 'all' || g.isVideo === (filter === 'videos');

export function GalleryTab() {
  const { list, dialogs, target, formDialog, deleteDialog } = useEntityTab<GalleryItem>({ records: galleryApi });
  const [filter, setFilter] = useState<Filter>('all');
  const photos = list.items.filter(matches('photos')).length;
  const shown = { ...list, items: list.items.filter(matches(filter)) };

  return (
    <section>
      <TabHeader
        title="Gallery Management"
        action={
          <Button intent="primary" icon={<PlusIcon />} text="Add Gallery Item" onClick={() => dialogs.open('create')} />
        }
      />
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
      <ListState
        list={shown}
        loadingText="Loading gallery items..."
        emptyText="No gallery items found. Create one to get started."
      >
        <div className="admin-grid admin-gallery-grid">
          {shown.items.map((g) => (
            <GalleryCard
              key={g.id}
              item={g}
              onEdit={() => dialogs.open('edit', g)}
              onDelete={() => dialogs.open('delete', g)}
            />
          ))}
        </div>
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
