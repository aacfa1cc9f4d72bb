type Props = {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  type?: string;
  autoComplete?: string;
};

/** A labelled field in Blueprint's markup (its stylesheet draws it) without its code, as contact/Field.tsx. */
export function EnrollField({ id, label, value, error, onChange, type = 'text', autoComplete }: Props) {
  const intent = error ? ' bp6-intent-danger' : '';
  return (
    <div className={`bp6-form-group${intent}`}>
      <label className="bp6-label" htmlFor={id}>
        {label}
      </label>
      <div className="bp6-form-content">
        <div className={`bp6-input-group bp6-large${intent}`}>
          <input
            id={id}
            value={value}
            type={type}
            inputMode={type === 'number' ? 'numeric' : undefined}
            autoComplete={autoComplete}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => onChange(e.currentTarget.value)}
            className="bp6-input"
          />
        </div>
        {error && (
          <div className="bp6-form-helper-text" id={`${id}-error`}>
            {error}
          </div>
        )}
      </div>
    </div>
  );
}
