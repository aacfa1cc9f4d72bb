import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { eventCategoryOptions } from '@shared/categoryOptions';
import { todayKey } from '@shared/dates';
import type { AcademyEvent } from '@shared/schemas';
import { useSite } from '@/lib/siteConfig';
import { DateField } from '../common/DateField';
import { FormDialog } from '../common/FormDialog';
import { BilingualField } from '../common/BilingualField';
import { bilingualProps } from '../common/spanishForm';
import { RevisionHistory } from '../common/RevisionHistory';
import { useEntityForm } from '../common/useEntityForm';
import { eventsApi } from './api';
import { TimeSelect } from './TimeSelect';
import { RecurrenceFields } from './RecurrenceFields';
import { EnrollmentFields } from './EnrollmentFields';
import { SeriesDates } from './SeriesDates';
import { duplicateEventForm, emptyEventForm, eventToForm, validateEvent, type EventForm } from './eventForm';

export type EventDialogMode = 'create' | 'edit' | 'duplicate';
const TEXTS = {
  create: { title: 'Create Event', submit: 'Create Event' },
  edit: { title: 'Edit Event', submit: 'Update Event' },
  duplicate: { title: 'Duplicate Event', submit: 'Create Duplicate' },
};
export function EventDialog(props: {
  isOpen: boolean;
  mode: EventDialogMode;
  item: AcademyEvent | null;
  onClose: () => void;
  reload: () => Promise<void>;
}) {
  const tz = useSite((s) => s.timezone);
  const { mode, item } = props;
  const { form, setForm, errors, set, submitProps, history } = useEntityForm({
    initial: (): EventForm => {
      if (item && mode === 'edit') return eventToForm(item, tz);
      if (item && mode === 'duplicate') return duplicateEventForm(item, tz, todayKey(tz));
      return emptyEventForm(todayKey(tz));
    },
    validate: (form) => validateEvent(form, tz),
    records: eventsApi,
    editId: mode === 'edit' && item ? item.id : null,
    editItem: mode === 'edit' ? item : null,
    fromRecord: (e: AcademyEvent) => eventToForm(e, tz),
    reload: props.reload,
  });
  const both = bilingualProps(form, setForm, errors);

  const texts = TEXTS[mode];
  return (
    <FormDialog
      isOpen={props.isOpen}
      title={texts.title}
      submitText={texts.submit}
      onClose={props.onClose}
      bilingual
      {...submitProps}
    >
      <BilingualField id="event-title" label="Title" {...both('title')} />
      <BilingualField id="event-description" label="Description" optional rows={3} {...both('description')} />
      <BilingualField id="event-location" label="Location" optional {...both('location')} />
      <div className="admin-form-row">
        <DateField id="event-date" label="Date" value={form.date} onChange={set('date')} error={errors.date} />
        <FormGroup label="Category" labelFor="event-category" labelInfo="(optional)">
          <HTMLSelect
            id="event-category"
            fill
            value={form.category}
            onChange={(e) => set('category')(e.target.value)}
            options={eventCategoryOptions(form.category)}
          />
        </FormGroup>
      </div>
      <div className="admin-form-row">
        <TimeSelect id="event-start" legend="Start time" value={form.start} onChange={set('start')} />
        <TimeSelect id="event-end" legend="End time" value={form.end} onChange={set('end')} error={errors.endTime} />
      </div>
      <RecurrenceFields value={form.repeat} firstDate={form.date} onChange={set('repeat')} errors={errors} />
      {form.repeat.on && <EnrollmentFields value={form.enrollment} onChange={set('enrollment')} errors={errors} />}
      {mode === 'edit' && <SeriesDates form={form} tz={tz} onChange={set('exceptions')} />}
      {/* Times are the academy's local times, whatever the admin's computer is set to. */}
      <p className="admin-muted admin-small">Times are in the academy&rsquo;s timezone ({tz}).</p>
      {history && <RevisionHistory {...history} />}
    </FormDialog>
  );
}
