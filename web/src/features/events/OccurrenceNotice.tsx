import { Callout } from '@blueprintjs/core';
import type { EventOccurrence } from '@shared/schemas';

/**
 * A class of a weekly series that is cancelled, or has a note for this date (moved, other room).
 * The word is in the text, not only in the colour; no Callout title (an h5 would break the heading order).
 */
export function OccurrenceNotice({ event }: { event: EventOccurrence }) {
  if (!event.cancelled && !event.note) return null;
  return (
    <Callout
      intent={event.cancelled ? 'danger' : 'primary'}
      className="event-dialog__notice"
      data-testid="event-notice"
    >
      {event.cancelled && <strong>Cancelled</strong>}
      {event.cancelled && event.note ? ' — ' : ''}
      {event.note}
    </Callout>
  );
}
