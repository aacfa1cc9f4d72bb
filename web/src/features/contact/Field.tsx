import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { ContactFields } from './validate';

type Props = {
  name: keyof ContactFields;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
};

/** A labelled field whose error is tied to it with aria-describedby and aria-invalid. */
export function Field({ name, label, value, error, onChange, type = 'text', autoComplete, multiline }: Props) {
  const id = `contact-${name}`;
  const common = {
    id,
    name,
    value,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
    intent: error ? ('danger' as const) : ('none' as const),
  };
  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={error && <span id={`${id}-error`}>{error}</span>}
      intent={error ? 'danger' : 'none'}
    >
      {multiline ? (
        <TextArea {...common} rows={5} fill onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <InputGroup {...common} type={type} autoComplete={autoComplete} onValueChange={onChange} size="large" />
      )}
    </FormGroup>
  );
}
