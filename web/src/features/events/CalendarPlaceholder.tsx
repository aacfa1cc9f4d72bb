import { CalendarToolbar } from './CalendarToolbar';
import { ProgramFilter } from './ProgramFilter';
import { weekdayNames } from './weekdays';

const noop = () => {};
/** Placeholder days of the phone's month list while loading: taller than a phone's screen. */
export const LOADING_DAYS = 8;

/**
 * A calendar as it looks while its events load, for the pages prerendered at build time: the
 * dates are left out (they would be the build's), and both the desktop grid and the mobile list
 * are drawn, one hidden by CSS, since the viewport is not known yet.
 */
export function CalendarPlaceholder({ kind }: { kind: 'week' | 'month' }) {
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
  return (
    <div className={`${kind}-calendar card`} aria-busy="true">
      <CalendarToolbar
        title={<span className="skeleton cal-title-skeleton" />}
        unit={kind}
        headingId={`${kind}-title`}
        level={kind === 'month' ? 'h2' : 'h3'}
        onPrev={noop}
        onNext={noop}
        onToday={noop}
      />
      {/* The month's program filter is drawn from the first paint (not taking taps until the
          calendar replaces this): added with the events, it would push the days down. */}
      {kind === 'month' && <ProgramFilter value={null} onChange={noop} pending />}
      {kind === 'week' ? (
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
      )}
    </div>
  );
}
