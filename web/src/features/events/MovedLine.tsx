import { formatInstant, instantDayKey } from '@shared/dates';
import type { EventOccurrence } from '@shared/schemas';
import { t } from '@/i18n';

/**
 * Where a moved class went, or came from, in words (shared/recurrence.ts): on its planned day
 * "Moved to Tue Dec 8, 6:00 PM", on its new day "Moved from Mon Dec 7" (from 5:00 PM when only
 * the time changed). Nothing for any other event.
 */
export function movedText(event: EventOccurrence, tz: string): string | null {
  if (event.movedTo) return t('events.movedTo', { when: formatInstant(event.movedTo, tz, 'EEE MMM d, h:mm a') });
  if (!event.movedFrom || event.movedFrom === event.startTime) return null;
  const sameDay = instantDayKey(event.movedFrom, tz) === instantDayKey(event.startTime, tz);
  return t('events.movedFrom', { when: formatInstant(event.movedFrom, tz, sameDay ? 'h:mm a' : 'EEE MMM d') });
}

export function MovedLine({ event, tz, className }: { event: EventOccurrence; tz: string; className?: string }) {
  const text = movedText(event, tz);
  return text ? (
    <span className={className} data-testid="moved">
      {text}
    </span>
  ) : null;
}
