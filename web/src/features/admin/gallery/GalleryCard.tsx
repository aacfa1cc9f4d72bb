import { Card, H3, Tag } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { galleryBadge } from '@shared/categories';
import type { GalleryItem } from '@shared/schemas';
import { Thumb } from '../common/Thumb';
import { CardAction } from '../common/CardAction';
import { NeedsSpanishTag } from '../common/NeedsSpanish';

export function GalleryCard({
  item,
  onEdit,
  onDelete,
}: {
  item: GalleryItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="admin-card admin-gallery-card" elevation={1}>
      <div className="admin-gallery-media">
        <Thumb src={item.imageUrl} alt={item.title} thumbnail />
        <Tag round className={`admin-badge admin-gallery-badge ${item.isVideo ? 'is-video' : ''}`}>
          {galleryBadge(item)}
        </Tag>
        <NeedsSpanishTag collection="gallery" item={item} />
      </div>
      <H3 className="admin-card-title">{item.title}</H3>
      <p className={`admin-clamp-2 ${item.description ? '' : 'admin-muted'}`}>{item.description || 'No description'}</p>
      <div className="admin-card-actions">
        <CardAction icon={<EditIcon />} text="Edit" label={`Edit ${item.title}`} onClick={onEdit} />
        <CardAction danger icon={<TrashIcon />} text="Delete" label={`Delete ${item.title}`} onClick={onDelete} />
      </div>
    </Card>
  );
}
