import { Callout } from '@blueprintjs/core';
import type { EventOccurrence } from '@shared/schemas';
import { localized } from '@shared/translations';
import { currentLang, t } from '@/i18n';

/**
 * A class of a weekly series that is cancelled, or has a note for this date (moved, other room).
 * The word is in the text, not only in the colour; no Callout title (an h5 would break the heading order).
 */
export function OccurrenceNotice({ event }: { event: EventOccurrence }) {
  const note = event.note ? localized(event, 'note', currentLang()) : null;
  if (!event.cancelled && !note) return null;
  return (
    <Callout
      intent={event.cancelled ? 'danger' : 'primary'}
      className="event-dialog__notice"
      data-testid="event-notice"
    >
      {event.cancelled && <strong>{t('events.cancelled')}</strong>}
      {event.cancelled && note ? ' — ' : ''}
      {/* The administrator's note: its Spanish on a Spanish page when written, else the English marked so. */}
      {note && <span lang={note.lang === currentLang() ? undefined : note.lang}>{note.text}</span>}
    </Callout>
  );
}
