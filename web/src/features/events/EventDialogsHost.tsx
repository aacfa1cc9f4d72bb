import { DayEventsDialog } from './DayEventsDialog';
import { EventDialog } from './EventDialog';
import type { EventDialogs } from './useEventDialogs';

export const EventDialogsHost = ({ d }: { d: EventDialogs }) => (
  <>
    <EventDialog event={d.event} onClose={d.closeEvent} />
    <DayEventsDialog day={d.day} onPick={d.showEvent} onClose={d.closeDay} />
  </>
);
