import { Card, H3 } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import type { Instructor } from '@shared/schemas';
import { CardAction } from '../common/CardAction';
import { NeedsSpanishTag } from '../common/NeedsSpanish';
import { Thumb } from '../common/Thumb';

export function InstructorCard(props: { item: Instructor; onEdit: () => void; onDelete: () => void }) {
  const { item } = props;
  return (
    <Card className="admin-card admin-instructor-card" elevation={1}>
      <div className="admin-instructor-head">
        <Thumb src={item.imageUrl ?? ''} alt={item.name} thumbnail className="admin-instructor-photo" />
        <div>
          <H3 className="admin-card-title">{item.name}</H3>
          <p className="admin-muted">{item.title}</p>
          <NeedsSpanishTag collection="instructors" item={item} />
        </div>
      </div>
      <p className={`admin-clamp-2 ${item.bio ? '' : 'admin-muted'}`}>{item.bio || 'No bio'}</p>
      <div className="admin-card-actions">
        <CardAction icon={<EditIcon />} text="Edit" label={`Edit ${item.name}`} onClick={props.onEdit} />
        <CardAction danger icon={<TrashIcon />} text="Delete" label={`Delete ${item.name}`} onClick={props.onDelete} />
      </div>
    </Card>
  );
}
