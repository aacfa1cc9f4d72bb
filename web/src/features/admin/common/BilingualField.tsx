import { ADMIN_MSG } from '@shared/adminMessages';
import { TextField } from './TextField';

/**
 * An English field with its Spanish beside it (below it on a phone): the Spanish is optional, and
 * the Spanish pages show the English where it is left empty (docs/decisions.md, "Spanish").
 */
export function BilingualField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  optional?: boolean;
  placeholder?: string;
  rows?: number;
  es: string;
  onEsChange: (value: string) => void;
  esError?: string;
}) {
  const { es, onEsChange, esError, ...english } = props;
  const esId = `${props.id}-es`;
  return (
    <div className="admin-bilingual">
      <TextField {...english} />
      <TextField
        id={esId}
        // 'Spanish (optional)', beside or under its English field; which field it is the Spanish of
        // is its description, so the English field stays the one field named 'Title' in the form.
        label={ADMIN_MSG.spanish}
        optional
        lang="es"
        rows={props.rows}
        value={es}
        onChange={onEsChange}
        error={esError}
        describedBy={`${esId}-about`}
      />
      <span id={`${esId}-about`} hidden>
        {ADMIN_MSG.spanishOf(props.label)}
      </span>
    </div>
  );
}
