import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { formatKey, formatTime, type DateKey } from '@shared/dates';
import type { EventOccurrence } from '@shared/schemas';
import { useSite } from '@/lib/siteConfig';
import { EventBadge } from './EventBadge';
import { t } from '@/i18n';
import { EventTitle } from './EventText';

type Props = {
  day: { day: DateKey; events: EventOccurrence[] } | null;
  onPick: (e: EventOccurrence) => void;
  onClose: () => void;
};

/** docs/decisions.md#more-events-list: '+N more' lists the day's remaining events; each opens its detail dialog. */
export function DayEventsDialog({ day, onPick, onClose }: Props) {
  const tz = useSite((s) => s.timezone);
  return (
    <Dialog
      isOpen={!!day}
      onClose={onClose}
      title={day ? t('events.moreTitle', { date: formatKey(day.day, 'EEEE, MMMM d') }) : ''}
    >
      <DialogBody>
        <ul className="day-events">
          {day?.events.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                className="day-events__item"
                onClick={() => {
                  onClose();
                  onPick(e);
                }}
              >
                <span className="day-events__time">{formatTime(e.startTime, tz)}</span>
                <EventTitle event={e} className="day-events__title" />
                <EventBadge category={e.category} />
              </button>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button text={t('events.close')} onClick={onClose} />} />
    </Dialog>
  );
}
