import { Button, Card, H3, Tag } from '@blueprintjs/core';
import { CalendarIcon, EditIcon, EnvelopeIcon, MapMarkerIcon, TrashIcon } from '@blueprintjs/icons';
import type { Announcement } from '@shared/schemas';
import { announcementCategoryLabel } from '@shared/categories';
import { formatKey } from '@shared/dates';
import type { Emailed } from '../common/useEmailedCounts';
import { NeedsSpanishTag } from '../common/NeedsSpanish';
import { ScheduleStatus } from './ScheduleStatus';

/** docs/decisions.md#exact-announcement-dates: the date shown is exactly the stored calendar date (no '+1 day'). */
export function AnnouncementCard({
  item,
  emailed,
  onEdit,
  onDelete,
}: {
  item: Announcement;
  /** Its emails to families, when any notice was about it. */
  emailed?: Emailed;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="admin-card" elevation={1}>
      <div className="admin-card-head">
        <H3 className="admin-card-title">{item.title}</H3>
        <div className="admin-card-icons">
          <Button
            variant="minimal"
            icon={<EditIcon />}
            aria-label={`Edit ${item.title}`}
            title="Edit"
            onClick={onEdit}
          />
          <Button
            variant="minimal"
            intent="danger"
            icon={<TrashIcon />}
            aria-label={`Delete ${item.title}`}
            title="Delete"
            onClick={onDelete}
          />
        </div>
      </div>
      <div className="admin-meta">
        <ScheduleStatus item={item} />
        <span>
          <CalendarIcon size={12} aria-hidden="true" /> {formatKey(item.date, 'MMM dd, yyyy')}
        </span>
        {item.location && (
          <span>
            <MapMarkerIcon size={12} aria-hidden="true" /> {item.location}
          </span>
        )}
        {item.category && (
          <Tag minimal round className="admin-badge">
            {announcementCategoryLabel(item.category)}
          </Tag>
        )}
        <NeedsSpanishTag collection="announcements" item={item} />
      </div>
      {emailed && <EmailedLine emailed={emailed} />}
      <p className="admin-clamp-2">{item.content}</p>
    </Card>
  );
}

/** 'Emailed to 12 families · 1 failed · 3 waiting'. */
function EmailedLine({ emailed }: { emailed: Emailed }) {
  const { sent, failed, pending } = emailed;
  return (
    <div className="admin-meta admin-emailed">
      <span>
        <EnvelopeIcon size={12} aria-hidden="true" /> Emailed to {sent} {sent === 1 ? 'family' : 'families'}
      </span>
      {failed > 0 && <span className="admin-emailed-failed">{failed} failed</span>}
      {pending > 0 && <span>{pending} waiting</span>}
    </div>
  );
}
