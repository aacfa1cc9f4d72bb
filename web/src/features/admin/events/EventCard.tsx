import { memo } from 'react';
import { Card, H3, Tag } from '@blueprintjs/core';
import { DuplicateIcon, EditIcon, MapMarkerIcon, TimeIcon, TrashIcon } from '@blueprintjs/icons';
import { eventCategoryColour, eventCategoryLabel } from '@shared/categories';
import { formatInstant, formatTimeRange } from '@shared/dates';
import type { AcademyEvent } from '@shared/schemas';
import { CardAction } from '../common/CardAction';
import { SeriesSummary } from './SeriesSummary';
import { NeedsSpanishTag } from '../common/NeedsSpanish';

export type EventAction = 'edit' | 'duplicate' | 'delete';

/**
 * Weekday, date and times in the academy's timezone (docs/decisions.md#academy-timezone).
 * Memoized with one stable `onAction`: the list redraws often (a search, a row measured) and
 * a card whose event did not change stays as it is.
 */
export const EventCard = memo(function EventCard(props: {
  item: AcademyEvent;
  tz: string;
  onAction: (action: EventAction, item: AcademyEvent) => void;
}) {
  const { item, tz, onAction } = props;
  return (
    <Card className="admin-card" elevation={1}>
      <div className="admin-card-head">
        <H3 className="admin-card-title">{item.title}</H3>
        <Tag round className={`admin-badge admin-event-${eventCategoryColour(item.category)}`}>
          {eventCategoryLabel(item.category)}
        </Tag>
      </div>
      {item.recurrence ? (
        <SeriesSummary item={item} tz={tz} />
      ) : (
        <div className="admin-event-date">{formatInstant(item.startTime, tz, 'EEEE, MMMM d, yyyy')}</div>
      )}
      <div className="admin-meta">
        <span>
          <TimeIcon size={12} aria-hidden="true" /> {formatTimeRange(item.startTime, item.endTime, tz)}
        </span>
        {item.location && (
          <span>
            <MapMarkerIcon size={12} aria-hidden="true" /> {item.location}
          </span>
        )}
        <NeedsSpanishTag collection="events" item={item} />
      </div>
      {item.description && <p className="admin-clamp-2">{item.description}</p>}
      <div className="admin-card-actions">
        <CardAction
          icon={<EditIcon />}
          text="Edit"
          label={`Edit ${item.title}`}
          onClick={() => onAction('edit', item)}
        />
        <CardAction
          icon={<DuplicateIcon />}
          text="Duplicate"
          label={`Duplicate ${item.title}`}
          onClick={() => onAction('duplicate', item)}
        />
        <CardAction
          danger
          icon={<TrashIcon />}
          text="Delete"
          label={`Delete ${item.title}`}
          onClick={() => onAction('delete', item)}
        />
      </div>
    </Card>
  );
});
