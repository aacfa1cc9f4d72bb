import { FormGroup, Switch } from '@blueprintjs/core';
import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import { enUS } from 'date-fns/locale';
import { UrgentBanner } from '@/components/UrgentBanner';
import { useSite } from '@/lib/siteConfig';
import type { AnnouncementForm } from './announcementForm';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

type Props = {
  form: AnnouncementForm;
  set: <K extends keyof AnnouncementForm>(field: K) => (value: AnnouncementForm[K]) => void;
  errors: Partial<Record<string, string>>;
};

/**
 * When the announcement is public (publish and expiry times) and whether it is the urgent
 * banner, with a preview of that banner. Its own component so the dialog's other changes
 * (versions, conflicts) stay apart from these.
 */
export function ScheduleFields({ form, set, errors }: Props) {
  const timezone = useSite((s) => s.timezone);
  return (
    <>
      <div className="admin-form-row">
        <InstantField
          id="announcement-publish"
          label="Publish at"
          hint="Empty: public as soon as it is saved."
          value={form.publishAt}
          onChange={set('publishAt')}
          timezone={timezone}
          error={errors.publishAt}
        />
        <InstantField
          id="announcement-expiry"
          label="Expires at"
          hint="Empty: stays until deleted."
          value={form.expiresAt}
          onChange={set('expiresAt')}
          timezone={timezone}
          error={errors.expiresAt}
        />
      </div>
      <Switch
        id="announcement-urgent"
        label="Urgent: show as a banner on every public page"
        checked={form.urgent}
        onChange={(e) => set('urgent')(e.currentTarget.checked)}
      />
      {form.urgent && (
        <div className="admin-banner-preview" aria-label="Banner preview">
          <div className="admin-banner-preview-label">Preview</div>
          <UrgentBanner title={form.title.trim() || 'Your announcement title'} />
        </div>
      )}
    </>
  );
}

/**
 * Blueprint's date picker with a time, in the academy's timezone whatever the browser's zone
 * is: it answers an ISO string with that zone's offset, which the server stores as UTC.
 */
function InstantField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (iso: string) => void;
  timezone: string;
  error?: string;
}) {
  const intent = props.error ? 'danger' : 'none';
  const helpId = `${props.id}-help`;
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      labelInfo={`(${props.timezone})`}
      intent={intent}
      helperText={<span id={helpId}>{props.error ?? props.hint}</span>}
    >
      <DateInput
        value={props.value || null}
        onChange={(v) => props.onChange(toInstant(v))}
        timezone={props.timezone}
        disableTimezoneSelect
        timePrecision={TimePrecision.MINUTE}
        timePickerProps={{ useAmPm: true }}
        dateFnsFormat="MMM d, yyyy h:mm a"
        locale={enUS as never}
        placeholder="Not set"
        canClearSelection
        showActionsBar
        closeOnSelection={false}
        fill
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        popoverProps={{ placement: 'bottom-start' }}
        inputProps={{
          id: props.id,
          intent,
          'aria-invalid': !!props.error,
          'aria-describedby': helpId,
          onKeyDown: (e) => e.key === 'Enter' && e.preventDefault(),
        }}
      />
    </FormGroup>
  );
}

/** Blueprint answers minutes with the zone's offset and no seconds ('2030-12-02T08:00-06:00'); the API takes full ISO. */
const toInstant = (v: string | null) => {
  const t = v ? Date.parse(v) : NaN;
  return Number.isNaN(t) ? '' : new Date(t).toISOString();
};
const MIN_DATE = new Date(2000, 0, 1);
const MAX_DATE = new Date(new Date().getFullYear() + 10, 11, 31);
