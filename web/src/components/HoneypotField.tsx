import { CONTACT_HONEYPOT_FIELD } from '@shared/constants';

/**
 * A field people never see; bots that fill it are dropped by the server
 * (docs/decisions.md#contact-spam). Used by every public form that posts.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="hp-field" aria-hidden="true">
      <label>
        Website
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
