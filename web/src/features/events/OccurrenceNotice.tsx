import { Callout } from '@blueprintjs/core';
import type { EventOccurrence } from '@shared/schemas';

/** A class of a weekly series that is cancelled, or has a note for this date (moved, other room). */
export function OccurrenceNotice({ event }: { event: EventOccurrence }) {
  if (!event.cancelled && !event.note) return null;
  return (
    <Callout
      intent={event.cancelled ? 'danger' : 'primary'}
      title={event.cancelled ? 'Cancelled' : undefined}
      className="event-dialog__notice"
      data-testid="event-notice"
    >
      {event.note}
    </Callout>
  );
}
