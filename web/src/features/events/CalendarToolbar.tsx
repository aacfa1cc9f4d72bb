import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';
import { LightButton, LightButtonGroup } from '@/components/LightButton';
import { t } from '@/i18n';

type Props = {
  /** The range shown; null while the calendar's loading stand-in is (a skeleton in its place). */
  title: string | null;
  unit: 'week' | 'month';
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  headingId: string;
  level?: 'h2' | 'h3';
};

/**
 * Previous, Today, next, and the range title, announced politely as it changes: as another
 * week or month is shown, not as the first one replaces the loading stand-in (a new heading then).
 */
export function CalendarToolbar({ title, unit, onPrev, onNext, onToday, headingId, level: H = 'h3' }: Props) {
  return (
    <div className="cal-toolbar">
      <H key={title === null ? 'pending' : 'title'} id={headingId} className="cal-toolbar__title" aria-live="polite">
        {title ?? <span className="skeleton cal-title-skeleton" />}
      </H>
      <LightButtonGroup className="cal-toolbar__nav">
        <LightButton
          icon={<ChevronLeftIcon />}
          aria-label={t(unit === 'week' ? 'events.previousWeek' : 'events.previousMonth')}
          onClick={onPrev}
        />
        <LightButton text={t('events.today')} onClick={onToday} />
        <LightButton
          icon={<ChevronRightIcon />}
          aria-label={t(unit === 'week' ? 'events.nextWeek' : 'events.nextMonth')}
          onClick={onNext}
        />
      </LightButtonGroup>
    </div>
  );
}
