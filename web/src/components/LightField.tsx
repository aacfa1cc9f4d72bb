type Props = {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
};

/**
 * A labelled field whose error is tied to it with aria-describedby and aria-invalid. It writes
 * the markup and classes of Blueprint's FormGroup with an InputGroup or TextArea (its stylesheet
 * draws them) without their component code, as LightButton does for buttons: that code made the
 * public forms load Blueprint's core (docs/build-notes.md#what-the-home-page-loads).
 */
export function LightField({ id, label, value, error, onChange, name, type = 'text', autoComplete, multiline }: Props) {
  const intent = error ? ' bp6-intent-danger' : '';
  const common = {
    id,
    name,
    value,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.currentTarget.value),
  };
  return (
    <div className={`bp6-form-group${intent}`}>
      <label className="bp6-label" htmlFor={id}>
        {label}
      </label>
      <div className="bp6-form-content">
        {multiline ? (
          <textarea {...common} rows={5} className={`bp6-input bp6-text-area bp6-fill${intent}`} />
        ) : (
          <div className={`bp6-input-group bp6-large${intent}`}>
            <input
              {...common}
              type={type}
              inputMode={type === 'number' ? 'numeric' : undefined}
              autoComplete={autoComplete}
              className="bp6-input"
            />
          </div>
        )}
        {error && (
          <div className="bp6-form-helper-text" id={`${id}-error`}>
            {error}
          </div>
        )}
      </div>
    </div>
  );
}
