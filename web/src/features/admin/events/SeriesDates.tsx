import type { EventException } from '@shared/schemas';
import { validateEvent, type EventForm } from './eventForm';
import { OccurrenceList } from './OccurrenceList';

/** The dates panel of a series being edited, while the form holds a valid rule. */
export function SeriesDates({
  form,
  tz,
  onChange,
}: {
  form: EventForm;
  tz: string;
  onChange: (x: EventException[]) => void;
}) {
  if (!form.repeat.on) return null;
  const checked = validateEvent(form, tz);
  if (!('input' in checked) || !checked.input.recurrence) return null;
  return (
    <OccurrenceList series={{ ...checked.input, recurrence: checked.input.recurrence }} tz={tz} onChange={onChange} />
  );
}
