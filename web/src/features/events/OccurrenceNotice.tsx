import { Callout } from '@blueprintjs/core';
import type { EventOccurrence } from '@shared/schemas';
import { currentLang, t } from '@/i18n';

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
      {event.cancelled && <strong>{t('events.cancelled')}</strong>}
      {event.cancelled && event.note ? ' — ' : ''}
      {/* The administrator's note, written in English. */}
      {event.note && <span lang={currentLang() === 'en' ? undefined : 'en'}>{event.note}</span>}
    </Callout>
  );
}
