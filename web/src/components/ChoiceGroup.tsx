import './choiceGroup.css';

type Props<V extends string> = {
  id: string;
  legend: string;
  choices: { value: V; label: string }[];
  value: V[];
  error?: string;
  onChange: (value: V[]) => void;
};

/**
 * A fieldset of native checkboxes drawn as large chips (a thumb's target on a phone). Not
 * Blueprint's Checkbox: its classes are dashboard-only CSS (web/blueprintSubset.ts) and its code
 * would load with the form. The error is tied to the group with aria-describedby.
 */
export function ChoiceGroup<V extends string>({ id, legend, choices, value, error, onChange }: Props<V>) {
  return (
    <fieldset
      className={`choice-group${error ? ' choice-group--error' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__chips">
        {choices.map((c, i) => (
          <label key={c.value} className="choice-chip">
            <input
              // The first box takes the group's id: a failed submit focuses it.
              id={i === 0 ? id : undefined}
              type="checkbox"
              name={id}
              value={c.value}
              checked={value.includes(c.value)}
              onChange={(e) =>
                onChange(
                  e.currentTarget.checked
                    ? choices.map((x) => x.value).filter((v) => v === c.value || value.includes(v))
                    : value.filter((v) => v !== c.value),
                )
              }
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="choice-group__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
