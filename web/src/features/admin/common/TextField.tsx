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
  /** Replaces '(optional)' after the label. */
  info?: string;
  /** The language of the text typed (spell checking, screen readers), when not the page's. */
  lang?: string;
  /** The id of a further description (with the error's, when there is one). */
  describedBy?: string;
}) {
  const intent = props.error ? 'danger' : 'none';
  const describedBy = [props.error && `${props.id}-error`, props.describedBy].filter(Boolean).join(' ');
  const a11y = { 'aria-invalid': !!props.error, 'aria-describedby': describedBy || undefined, lang: props.lang };
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      labelInfo={props.info ?? (props.optional ? '(optional)' : undefined)}
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
