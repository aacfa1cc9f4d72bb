import { useState } from 'react';
import type { DateKey } from '@shared/dates';
import type { EventOccurrence } from '@shared/schemas';

/** Which dialog a calendar shows: one event's details, or a day's remaining events ('+N more'). */
export function useEventDialogs() {
  const [event, setEvent] = useState<EventOccurrence | null>(null);
  const [day, setDay] = useState<{ day: DateKey; events: EventOccurrence[] } | null>(null);
  return {
    event,
    day,
    showEvent: (e: EventOccurrence) => setEvent(e),
    showDay: (d: DateKey, events: EventOccurrence[]) => setDay({ day: d, events }),
    closeEvent: () => setEvent(null),
    closeDay: () => setDay(null),
  };
}
export type EventDialogs = ReturnType<typeof useEventDialogs>;
