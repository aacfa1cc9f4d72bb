import { Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import type { FieldErrors } from '../common/fieldErrors';
import type { EnrollmentForm } from './eventForm';

/** A weekly series' seats: capacity, open for requests, the ages it is for (the /enroll page shows them). */
export function EnrollmentFields(props: {
  value: EnrollmentForm;
  onChange: (v: EnrollmentForm) => void;
  errors: FieldErrors;
}) {
  const v = props.value;
  const set = (patch: Partial<EnrollmentForm>) => props.onChange({ ...v, ...patch });
  const field = (key: 'capacity' | 'ageMin' | 'ageMax', label: string) => (
    <FormGroup
      label={label}
      labelFor={`enrollment-${key}`}
      helperText={props.errors[`enrollment.${key}`]}
      intent={props.errors[`enrollment.${key}`] ? 'danger' : 'none'}
    >
      <InputGroup
        id={`enrollment-${key}`}
        type="number"
        inputMode="numeric"
        value={v[key]}
        onChange={(e) => set({ [key]: e.currentTarget.value })}
      />
    </FormGroup>
  );
  return (
    <div className="admin-repeat">
      <Checkbox
        label="Takes enrollment (seats and a waitlist)"
        checked={v.on}
        onChange={(e) => set({ on: e.currentTarget.checked })}
      />
      {v.on && (
        <>
          <div className="admin-form-row">
            {field('capacity', 'Seats (1 to 200)')}
            {field('ageMin', 'Youngest age (optional)')}
            {field('ageMax', 'Oldest age (optional)')}
          </div>
          <Checkbox
            label="Open for requests (shown on the Enroll page)"
            checked={v.open}
            onChange={(e) => set({ open: e.currentTarget.checked })}
          />
        </>
      )}
    </div>
  );
}
