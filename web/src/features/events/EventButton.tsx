import { eventCategoryColour } from '@shared/categories';
import { formatTime } from '@shared/dates';
import type { EventOccurrence } from '@shared/schemas';
import { t } from '@/i18n';
import { EventText, EventTitle } from './EventText';
import { MovedLine } from './MovedLine';

/**
 * An event inside a calendar cell: colour bar by category, time (h:mm a), title and, if any,
 * location. A cancelled class stays, struck through and labelled in words (not by colour alone).
 */
export function EventButton({
  event,
  tz,
  onOpen,
  showLocation = false,
}: {
  event: EventOccurrence;
  tz: string;
  onOpen: (e: EventOccurrence) => void;
  showLocation?: boolean;
}) {
  return (
    <button
      type="button"
      className={`cal-event cal-event--${eventCategoryColour(event.category)}${event.cancelled || event.movedTo ? ' is-cancelled' : ''}`}
      onClick={() => onOpen(event)}
    >
      {event.cancelled && <span className="cal-event__cancelled">{t('events.cancelled')}</span>}
      <MovedLine event={event} tz={tz} className="cal-event__moved" />
      <span className="cal-event__time">{formatTime(event.startTime, tz)}</span>
      <EventTitle event={event} className="cal-event__title" />
      {showLocation && event.location && <EventText event={event} field="location" className="cal-event__location" />}
    </button>
  );
}
