import { FormGroup } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { enUS } from 'date-fns/locale';
import { formatKey, isRealDateKey, keyToDate } from '@shared/dates';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

/**
 * A calendar date picker over date keys ('yyyy-MM-dd'). Without a time precision Blueprint's
 * DateInput takes and returns plain date strings, so no timezone can shift the day. The locale
 * is passed as an object: its default lazy loader can't resolve a bare import in the browser.
 */
export function DateField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (key: string) => void;
  error?: string;
}) {
  const intent = props.error ? 'danger' : 'none';
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      intent={intent}
      helperText={props.error && <span id={`${props.id}-error`}>{props.error}</span>}
    >
      <DateInput
        value={props.value || null}
        onChange={(v) => props.onChange(v ? v.slice(0, 10) : '')}
        locale={enUS as never}
        formatDate={(d) => formatKey(toKey(d), 'MMM d, yyyy')}
        parseDate={parseTyped}
        placeholder="Pick a date"
        canClearSelection={false}
        highlightCurrentDay
        showActionsBar
        fill
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        popoverProps={{ placement: 'bottom-start' }}
        inputProps={{
          id: props.id,
          intent,
          'aria-invalid': !!props.error,
          'aria-describedby': props.error ? `${props.id}-error` : undefined,
          // Enter commits the typed date; it must not also submit the surrounding form.
          onKeyDown: (e) => e.key === 'Enter' && e.preventDefault(),
        }}
      />
    </FormGroup>
  );
}

// Blueprint's default range ends next year; imported history and long-range plans need more.
const MIN_DATE = new Date(2000, 0, 1);
const MAX_DATE = new Date(new Date().getFullYear() + 10, 11, 31);
const pad = (n: number) => String(n).padStart(2, '0');
const toKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** Typed text: 'Mar 5, 2026' or '2026-03-05'. */
function parseTyped(text: string): Date | null {
  const trimmed = text.trim();
  if (isRealDateKey(trimmed)) return keyToDate(trimmed);
  const d = new Date(trimmed);
  return Number.isNaN(d.getTime()) ? null : new Date(d.getFullYear(), d.getMonth(), d.getDate(), 12);
}
