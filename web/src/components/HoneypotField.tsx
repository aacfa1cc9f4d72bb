import { CONTACT_HONEYPOT_FIELD } from '@shared/constants';

/** A field people never see; bots that fill it are dropped by the server (docs/decisions.md#contact-spam). */
export function HoneypotField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="hp-field" aria-hidden="true">
      <label>
        {label}
        <input
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
