import { weekdayNames } from './weekdays';

/** Placeholder days of the phone's month list while loading: taller than a phone's screen. */
export const LOADING_DAYS = 8;

/**
 * A calendar's days as they look while its events load, for the pages prerendered at build time:
 * the dates are left out (they would be the build's), and both the desktop grid and the mobile
 * list are drawn, one hidden by CSS, since the viewport is not known yet. Only the days: the
 * calendar's frame, title bar and filter are the drawn calendar's own, so replacing the stand-in
 * rebuilds no more than the days.
 */
export function PlaceholderDays({ kind }: { kind: 'week' | 'month' }) {
  const weekdays = weekdayNames('EEEE');
  const short = weekdayNames('EEE');
  const cell = (key: number, label: string, number?: boolean) => (
    <div key={key} className="cal-day">
      <div className="cal-day__head">
        <span className="cal-day__label">{label || '\u00a0'}</span>
        {number && <span className="cal-day__number">{'\u00a0'}</span>}
      </div>
      <div className="skeleton cal-skeleton" />
    </div>
  );
  return kind === 'week' ? (
    <>
      <div className="ssr-wide-only">
        <div className="week-grid">{short.map((d, i) => cell(i, d, true))}</div>
      </div>
      <div className="ssr-narrow-only">
        <div className="week-list">{weekdays.map((d, i) => cell(i, d))}</div>
      </div>
    </>
  ) : (
    <>
      <div className="ssr-wide-only">
        <div className="month-grid">
          {short.map((d) => (
            <div key={d} className="month-grid__weekday">
              {d}
            </div>
          ))}
          {Array.from({ length: 35 }, (_, i) => cell(i, '', true))}
        </div>
      </div>
      <div className="ssr-narrow-only">
        <div className="month-list">{Array.from({ length: LOADING_DAYS }, (_, i) => cell(i, ''))}</div>
      </div>
    </>
  );
}
