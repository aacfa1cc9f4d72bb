import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { CalendarIcon, MapMarkerIcon, TagIcon, TimeIcon } from '@blueprintjs/icons';
import { formatInstant, formatTimeRange } from '@shared/dates';
import type { EventOccurrence } from '@shared/schemas';
import { useSite } from '@/lib/siteConfig';
import { AddToCalendar } from './AddToCalendar';
import { EventBadge } from './EventBadge';
import { OccurrenceNotice } from './OccurrenceNotice';
import { t } from '@/i18n';
import { EventText, EventTitle } from './EventText';
import { InEnglish } from '@/i18n/content';

/** docs/product.md#event-dialog: date, time range, category, location, description and Close; times in the academy's zone. */
export function EventDialog({ event, onClose }: { event: EventOccurrence | null; onClose: () => void }) {
  const tz = useSite((s) => s.timezone);
  return (
    <Dialog
      isOpen={!!event}
      onClose={onClose}
      title={
        event && (
          <>
            <EventTitle event={event} />
            <InEnglish record={event} fields={['title', 'description', 'location']} />
          </>
        )
      }
      className="event-dialog"
    >
      {event && (
        <DialogBody>
          <OccurrenceNotice event={event} />
          <dl className="event-facts">
            <dt>
              <CalendarIcon aria-hidden />
              <span className="visually-hidden">{t('events.date')}</span>
            </dt>
            <dd data-testid="event-date">{formatInstant(event.startTime, tz, 'EEEE, MMMM d, yyyy')}</dd>
            <dt>
              <TimeIcon aria-hidden />
              <span className="visually-hidden">{t('events.time')}</span>
            </dt>
            <dd data-testid="event-time" className={event.cancelled ? 'is-cancelled' : undefined}>
              {formatTimeRange(event.startTime, event.endTime, tz)}
            </dd>
            <dt>
              <TagIcon aria-hidden />
              <span className="visually-hidden">{t('events.category')}</span>
            </dt>
            <dd>
              <EventBadge category={event.category} />
            </dd>
            {event.location && (
              <>
                <dt>
                  <MapMarkerIcon aria-hidden />
                  <span className="visually-hidden">{t('events.location')}</span>
                </dt>
                <EventText event={event} field="location" as="dd" />
              </>
            )}
          </dl>
          {event.description && (
            <EventText event={event} field="description" as="p" className="event-dialog__description" />
          )}
        </DialogBody>
      )}
      <DialogFooter
        actions={
          <>
            {event && !event.cancelled && <AddToCalendar event={event} />}
            <Button intent="primary" text={t('events.close')} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
