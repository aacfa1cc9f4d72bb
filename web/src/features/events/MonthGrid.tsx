import type { DateKey } from '@shared/dates';
import type { EventOccurrence } from '@shared/schemas';
import { DayCell } from './DayCell';
import type { EventDialogs } from './useEventDialogs';
import { weekdayNames } from './weekdays';

type Props = {
  grid: { leadingBlanks: number; days: DateKey[] };
  byDay: Map<DateKey, EventOccurrence[]>;
  today: DateKey;
  loading: boolean;
  tz: string;
  dialogs: EventDialogs;
  limit: number;
};

/** Desktop: a Sunday-first 7-column grid with blank leading cells. */
export function MonthGrid({ grid, byDay, today, loading, tz, dialogs, limit }: Props) {
  return (
    <div className="month-grid" aria-busy={loading}>
      {weekdayNames('EEE').map((d) => (
        <div key={d} className="month-grid__weekday" aria-hidden="true">
          {d}
        </div>
      ))}
      {Array.from({ length: grid.leadingBlanks }, (_, i) => (
        <div key={`blank-${i}`} className="month-grid__blank" aria-hidden="true" />
      ))}
      {grid.days.map((day) => (
        <DayCell
          key={day}
          day={day}
          label=""
          number={String(Number(day.slice(8)))}
          isToday={day === today}
          events={byDay.get(day) ?? []}
          limit={limit}
          loading={loading}
          tz={tz}
          dialogs={dialogs}
          showLocation
          quietEmpty
        />
      ))}
      {Array.from({ length: (7 - ((grid.leadingBlanks + grid.days.length) % 7)) % 7 }, (_, i) => (
        <div key={`tail-${i}`} className="month-grid__blank" aria-hidden="true" />
      ))}
    </div>
  );
}
