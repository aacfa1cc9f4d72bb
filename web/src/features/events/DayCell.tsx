import { formatKey, type DateKey } from '@shared/dates';
import type { EventOccurrence } from '@shared/schemas';
import { EventButton } from './EventButton';
import type { EventDialogs } from './useEventDialogs';
import { t } from '@/i18n';

type Props = {
  day: DateKey;
  label: string;
  number?: string;
  isToday: boolean;
  events: EventOccurrence[];
  limit: number;
  loading: boolean;
  tz: string;
  dialogs: EventDialogs;
  showLocation?: boolean;
  quietEmpty?: boolean;
};

/** One day of a calendar: up to `limit` events, then '+N more' (docs/product.md#business-constants: 3 on desktop). */
export function DayCell({
  day,
  label,
  number,
  isToday,
  events,
  limit,
  loading,
  tz,
  dialogs,
  showLocation,
  quietEmpty,
}: Props) {
  const shown = events.slice(0, limit);
  const rest = events.slice(limit);
  return (
    <div className={`cal-day${isToday ? ' is-today' : ''}`} data-day={day} aria-current={isToday ? 'date' : undefined}>
      <div className="cal-day__head">
        <span className="cal-day__label" aria-hidden="true">
          {label}
        </span>
        {number && (
          <span className="cal-day__number" aria-hidden="true">
            {number}
          </span>
        )}
        <span className="visually-hidden">
          {formatKey(day, 'EEEE, MMMM d')}
          {isToday ? t('events.todaySuffix') : ''}
        </span>
      </div>
      {loading ? (
        <div className="skeleton cal-skeleton" data-testid="calendar-skeleton" />
      ) : events.length === 0 ? (
        // The month grid stays quiet on empty days; the week view and lists say so (docs/product.md#schedule-page).
        quietEmpty ? null : (
          <p className="cal-day__empty">{t('events.noEvents')}</p>
        )
      ) : (
        <ul className="cal-day__events">
          {shown.map((e) => (
            <li key={e.id}>
              <EventButton event={e} tz={tz} onOpen={dialogs.showEvent} showLocation={showLocation} />
            </li>
          ))}
          {/* Print shows every event, since '+N more' cannot be clicked on paper. */}
          {rest.map((e) => (
            <li key={e.id} className="print-only">
              <EventButton event={e} tz={tz} onOpen={dialogs.showEvent} showLocation={showLocation} />
            </li>
          ))}
        </ul>
      )}
      {!loading && rest.length > 0 && (
        <button type="button" className="cal-more" onClick={() => dialogs.showDay(day, rest)}>
          {t('events.more', { count: rest.length })}
          <span className="visually-hidden">{t('events.moreOn', { date: formatKey(day, 'MMMM d') })}</span>
        </button>
      )}
    </div>
  );
}
