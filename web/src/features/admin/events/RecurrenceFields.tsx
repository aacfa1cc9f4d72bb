import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { weekdayName, weekdayOf } from '@shared/recurrence';
import { WEEKDAYS } from '@shared/schemas';
import { DateField } from '../common/DateField';
import type { FieldErrors } from '../common/fieldErrors';
import { shownWeekdays, toggleWeekday, type RepeatForm } from './repeatForm';

const INTERVALS = [
  { value: 1, label: 'every week' },
  { value: 2, label: 'every 2 weeks' },
  { value: 3, label: 'every 3 weeks' },
  { value: 4, label: 'every 4 weeks' },
];

/** 'Repeats weekly on [days] until [date]': a weekly series from the form's date (docs/decisions.md#weekly-classes). */
export function RecurrenceFields(props: {
  value: RepeatForm;
  firstDate: string;
  onChange: (r: RepeatForm) => void;
  errors: FieldErrors;
}) {
  const r = props.value;
  const set = (patch: Partial<RepeatForm>) => props.onChange({ ...r, ...patch });
  const shown = shownWeekdays(r, props.firstDate);
  const firstDay = /^\d{4}-\d{2}-\d{2}$/.test(props.firstDate) ? weekdayOf(props.firstDate) : null;
  const dayError = props.errors['recurrence.byDay'];
  return (
    <div className="admin-repeat">
      <Checkbox
        label="Repeats weekly"
        checked={r.on}
        onChange={(e) =>
          set({ on: e.currentTarget.checked, byDay: r.byDay.length || !firstDay ? r.byDay : [firstDay] })
        }
      />
      {r.on && (
        <>
          <fieldset
            className={`admin-repeat__days${dayError ? ' has-error' : ''}`}
            aria-describedby={dayError ? 'repeat-days-error' : undefined}
          >
            <legend>On</legend>
            {WEEKDAYS.map((d) => (
              <Checkbox
                key={d}
                inline
                label={weekdayName(d).slice(0, 3)}
                aria-label={weekdayName(d)}
                checked={shown.includes(d)}
                // The only day ticked stays: a weekly rule repeats on at least one day.
                disabled={shown.length === 1 && shown[0] === d}
                onChange={() => set({ byDay: toggleWeekday(r, d, props.firstDate) })}
              />
            ))}
            {dayError && (
              <p id="repeat-days-error" className="admin-error-text">
                {dayError}
              </p>
            )}
          </fieldset>
          <div className="admin-form-row">
            <FormGroup label="Repeat" labelFor="repeat-interval" helperText={props.errors['recurrence.interval']}>
              <HTMLSelect
                id="repeat-interval"
                fill
                value={r.interval}
                onChange={(e) => set({ interval: Number(e.target.value) })}
                options={INTERVALS}
              />
            </FormGroup>
            <DateField
              id="repeat-until"
              label="Until (last date, included)"
              value={r.until}
              onChange={(until) => set({ until })}
              error={props.errors['recurrence.until']}
            />
          </div>
        </>
      )}
    </div>
  );
}
