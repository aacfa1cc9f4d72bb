import { HTMLSelect } from '@blueprintjs/core';
import { EVENT_HOURS, EVENT_MINUTES, EVENT_PERIODS } from '@shared/constants';
import type { ClockTime } from '@shared/eventTime';

/** Hour, minute and AM/PM selects (docs/product.md#event-form) for one time of day. */
export function TimeSelect(props: {
  id: string;
  legend: string;
  value: ClockTime;
  onChange: (t: ClockTime) => void;
  error?: string;
}) {
  const { value } = props;
  const part =
    <K extends keyof ClockTime>(key: K) =>
    (e: React.ChangeEvent<HTMLSelectElement>) =>
      props.onChange({ ...value, [key]: e.target.value as ClockTime[K] });
  const describedBy = props.error ? `${props.id}-error` : undefined;
  return (
    <fieldset className={`admin-time ${props.error ? 'has-error' : ''}`} aria-describedby={describedBy}>
      <legend className="bp6-label">{props.legend}</legend>
      <div className="admin-time-selects">
        <HTMLSelect
          aria-label={`${props.legend} hour`}
          value={value.hour}
          onChange={part('hour')}
          options={[...EVENT_HOURS]}
        />
        <span aria-hidden="true">:</span>
        <HTMLSelect
          aria-label={`${props.legend} minute`}
          value={value.minute}
          onChange={part('minute')}
          options={[...EVENT_MINUTES]}
        />
        <HTMLSelect
          aria-label={`${props.legend} AM/PM`}
          value={value.period}
          onChange={part('period')}
          options={[...EVENT_PERIODS]}
        />
      </div>
      {props.error && (
        <div id={describedBy} className="bp6-form-helper-text admin-error-text" role="alert">
          {props.error}
        </div>
      )}
    </fieldset>
  );
}
