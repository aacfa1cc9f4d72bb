import { formatKey, type DateKey } from '@shared/dates';
import type { EventOccurrence } from '@shared/schemas';
import { LOADING_DAYS } from './PlaceholderDays';
import { DayCell } from './DayCell';
import type { EventDialogs } from './useEventDialogs';

type Props = {
  days: DateKey[];
  byDay: Map<DateKey, EventOccurrence[]>;
  today: DateKey;
  loading: boolean;
  tz: string;
  dialogs: EventDialogs;
};

/**
 * Mobile: only the days with events, plus today (which may say 'No events scheduled'). While
 * loading, a screenful of placeholder days under keys of their own: the loaded days are new
 * elements rather than placeholders growing, and what follows the list stays below the fold, so
 * the page does not shift when the events arrive.
 */
export function MonthList({ days, byDay, today, loading, tz, dialogs }: Props) {
  const shown = loading ? days.slice(0, LOADING_DAYS) : days.filter((d) => byDay.has(d) || d === today);
  if (!loading && shown.length === 0) return <p className="cal-day__empty month-list__none">No events this month.</p>;
  return (
    <div className="month-list" aria-busy={loading}>
      {shown.map((day) => (
        <DayCell
          key={loading ? `loading-${day}` : day}
          day={day}
          label={formatKey(day, 'EEEE, MMM d')}
          isToday={day === today}
          events={byDay.get(day) ?? []}
          limit={Infinity}
          loading={loading}
          tz={tz}
          dialogs={dialogs}
          showLocation
        />
      ))}
    </div>
  );
}
