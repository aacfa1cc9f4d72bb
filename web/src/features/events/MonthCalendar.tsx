import { useMemo, useState } from 'react';
import { MAX_EVENTS_PER_DAY } from '@shared/constants';
import { addMonthsKey, eventsByDay, monthGrid, monthTitle, nextYearMonth, todayKey, yearMonthOf } from '@shared/dates';
import { useFirstDraw } from '@/hooks/useFirstDraw';
import { useIsMobile } from '@/hooks/useIsMobile';
import { useSite } from '@/lib/siteConfig';
import { isForProgram } from '@shared/programs';
import { useEventsForMonths } from './api';
import { MonthError } from './MonthError';
import { ProgramFilter, useProgramFilter } from './ProgramFilter';
import { useTodayInView } from './useTodayInView';
import { CalendarToolbar } from './CalendarToolbar';
import { PlaceholderDays } from './PlaceholderDays';
import { lazyDialog } from '@/components/lazyDialog';
import { MonthGrid } from './MonthGrid';
import { MonthList } from './MonthList';
import { useEventDialogs } from './useEventDialogs';
import './events.css';

const EventDialogsHost = lazyDialog(() => import('./EventDialogsHost').then((m) => m.EventDialogsHost));

/** The schedule's month calendar; it loads the viewed month and the next (docs/product.md#calendar-data). */
export function MonthCalendar() {
  const tz = useSite((s) => s.timezone);
  const [offset, setOffset] = useState(0);
  const today = todayKey(tz);
  const ym = yearMonthOf(addMonthsKey(`${today.slice(0, 7)}-01`, offset));
  // The next month only fills the grid's last row: offline and not kept, the month still shows.
  const { data, error, loading } = useEventsForMonths([ym, nextYearMonth(ym)], 1);
  const [program, setProgram] = useProgramFilter();
  // With its months in hand from the start (offline, from the page), the layout switches with the first draw.
  const mobile = useIsMobile(!loading);
  const byDay = useMemo(
    () =>
      eventsByDay(
        (data ?? []).filter((e) => isForProgram(e.category, program)),
        tz,
      ),
    [data, tz, program],
  );
  const grid = monthGrid(ym);
  const dialogs = useEventDialogs();
  const common = { byDay, today, loading, tz, dialogs };
  // Prerendered: no dates (they would be the build's) and both layouts (CSS picks one). The
  // stand-in stays until the events are here (or a second has passed): drawn once, not twice.
  const drawn = useFirstDraw(!loading);
  // Once the list itself is drawn: the layout and the stand-in switch in commits of their own, and
  // a scroll asked for by the first would find the second's list not yet painted.
  useTodayInView(drawn && mobile && !loading && offset === 0);
  const title = monthTitle(ym);

  return (
    <div
      className="month-calendar card"
      data-testid={drawn ? 'month-calendar' : undefined}
      aria-busy={drawn ? undefined : true}
    >
      <CalendarToolbar
        title={drawn ? title : null}
        unit="month"
        headingId="month-title"
        level="h2"
        onPrev={() => setOffset((o) => o - 1)}
        onNext={() => setOffset((o) => o + 1)}
        onToday={() => setOffset(0)}
      />
      {/* Drawn from the first paint (not taking taps until the days are drawn): added with the
          events, it would push the days down. */}
      <ProgramFilter value={drawn ? program : null} onChange={setProgram} pending={!drawn} />
      {!drawn ? (
        <PlaceholderDays kind="month" />
      ) : error ? (
        <MonthError error={error} title={title} />
      ) : mobile ? (
        <MonthList days={grid.days} {...common} />
      ) : (
        <MonthGrid grid={grid} limit={MAX_EVENTS_PER_DAY} {...common} />
      )}
      <EventDialogsHost open={!!dialogs.event || !!dialogs.day} d={dialogs} />
    </div>
  );
}
