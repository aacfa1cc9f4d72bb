import { useMemo, useState } from 'react';
import { MAX_EVENTS_PER_DAY } from '@shared/constants';
import { addDaysKey, eventsByDay, formatKey, monthsOfWeek, todayKey, weekOf, weekTitle } from '@shared/dates';
import { useFirstDraw } from '@/hooks/useFirstDraw';
import { useIsMobile } from '@/hooks/useIsMobile';
import { useSite } from '@/lib/siteConfig';
import { useEventsForMonths } from './api';
import { MonthError } from './MonthError';
import { DayCell } from './DayCell';
import { lazyDialog } from '@/components/lazyDialog';
import { useEventDialogs } from './useEventDialogs';
import { CalendarToolbar } from './CalendarToolbar';
import { PlaceholderDays } from './PlaceholderDays';
import './events.css';

const EventDialogsHost = lazyDialog(() => import('./EventDialogsHost').then((m) => m.EventDialogsHost));

/** 'This Week's Events': Sunday to Saturday in the academy's timezone, one week per click. */
export function WeekCalendar() {
  const tz = useSite((s) => s.timezone);
  const mobile = useIsMobile();
  const [offset, setOffset] = useState(0);
  const today = todayKey(tz);
  const week = useMemo(() => weekOf(addDaysKey(today, offset * 7)), [today, offset]);
  const { data, error, loading } = useEventsForMonths(monthsOfWeek(week));
  const byDay = useMemo(() => eventsByDay(data ?? [], tz), [data, tz]);
  const dialogs = useEventDialogs();
  // Prerendered: no dates (they would be the build's) and both layouts (CSS picks one). The
  // stand-in stays until the events are here (or a second has passed): drawn once, not twice.
  const drawn = useFirstDraw(!loading);

  return (
    <div
      className="week-calendar card"
      data-testid={drawn ? 'week-calendar' : undefined}
      aria-busy={drawn ? undefined : true}
    >
      <CalendarToolbar
        title={drawn ? weekTitle(week) : null}
        unit="week"
        headingId="week-title"
        onPrev={() => setOffset((o) => o - 1)}
        onNext={() => setOffset((o) => o + 1)}
        onToday={() => setOffset(0)}
      />
      {!drawn ? (
        <PlaceholderDays kind="week" />
      ) : error ? (
        <MonthError error={error} title={weekTitle(week)} />
      ) : (
        <div className={mobile ? 'week-list' : 'week-grid'} aria-busy={loading}>
          {week.days.map((day) => (
            <DayCell
              key={day}
              day={day}
              label={formatKey(day, mobile ? 'EEEE, MMM d' : 'EEE')}
              number={mobile ? undefined : formatKey(day, 'd')}
              isToday={day === today}
              events={byDay.get(day) ?? []}
              limit={mobile ? Infinity : MAX_EVENTS_PER_DAY}
              loading={loading}
              tz={tz}
              dialogs={dialogs}
            />
          ))}
        </div>
      )}
      <EventDialogsHost open={!!dialogs.event || !!dialogs.day} d={dialogs} />
    </div>
  );
}
