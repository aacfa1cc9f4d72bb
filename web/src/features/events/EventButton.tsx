import { eventCategoryColour } from '@shared/categories';
import { formatTime } from '@shared/dates';
import type { AcademyEvent } from '@shared/schemas';

/** An event inside a calendar cell: colour bar by category, time (h:mm a), title and, if any, location. */
export function EventButton({
  event,
  tz,
  onOpen,
  showLocation = false,
}: {
  event: AcademyEvent;
  tz: string;
  onOpen: (e: AcademyEvent) => void;
  showLocation?: boolean;
}) {
  return (
    <button
      type="button"
      className={`cal-event cal-event--${eventCategoryColour(event.category)}`}
      onClick={() => onOpen(event)}
    >
      <span className="cal-event__time">{formatTime(event.startTime, tz)}</span>
      <span className="cal-event__title">{event.title}</span>
      {showLocation && event.location && <span className="cal-event__location">{event.location}</span>}
    </button>
  );
}
