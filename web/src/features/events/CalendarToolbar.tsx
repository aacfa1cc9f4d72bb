import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons';

type Props = {
  title: React.ReactNode;
  unit: 'week' | 'month';
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  headingId: string;
  level?: 'h2' | 'h3';
};

/** Previous, Today, next, and the range title, announced politely as it changes. */
export function CalendarToolbar({ title, unit, onPrev, onNext, onToday, headingId, level: H = 'h3' }: Props) {
  return (
    <div className="cal-toolbar">
      <H id={headingId} className="cal-toolbar__title" aria-live="polite">
        {title}
      </H>
      <ButtonGroup className="cal-toolbar__nav">
        <Button icon={<ChevronLeftIcon />} aria-label={`Previous ${unit}`} onClick={onPrev} />
        <Button text="Today" onClick={onToday} />
        <Button icon={<ChevronRightIcon />} aria-label={`Next ${unit}`} onClick={onNext} />
      </ButtonGroup>
    </div>
  );
}
