import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';

/** A labelled text input or textarea with its inline error, so the forms stay declarative. */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  optional?: boolean;
  placeholder?: string;
  rows?: number;
}) {
  const intent = props.error ? 'danger' : 'none';
  const a11y = { 'aria-invalid': !!props.error, 'aria-describedby': props.error ? `${props.id}-error` : undefined };
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      labelInfo={props.optional ? '(optional)' : undefined}
      intent={intent}
      helperText={props.error && <span id={`${props.id}-error`}>{props.error}</span>}
    >
      {props.rows ? (
        <TextArea
          id={props.id}
          fill
          rows={props.rows}
          value={props.value}
          intent={intent}
          placeholder={props.placeholder}
          {...a11y}
          onChange={(e) => props.onChange(e.target.value)}
        />
      ) : (
        <InputGroup
          id={props.id}
          value={props.value}
          intent={intent}
          placeholder={props.placeholder}
          onValueChange={props.onChange}
          {...a11y}
        />
      )}
    </FormGroup>
  );
}
