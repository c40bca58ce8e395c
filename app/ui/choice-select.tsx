/** A select of the service's choices (a library, a work type, a category) in its Field. */
import { Field } from "./field.tsx";

export interface Choice {
  cod: string;
  description: string;
}

export function ChoiceSelect({
  id,
  name,
  label,
  value,
  choices,
  anyLabel,
  anyValue = "",
  error,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  choices: readonly Choice[];
  /** The first option, meaning "any". */
  anyLabel?: string;
  /** The value of "any": empty unless the address names it (the kids catalogue's `*`). */
  anyValue?: string;
  /** The inline message, already in the reader's language. */
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={value ?? anyValue} className="select">
          {anyLabel ? <option value={anyValue}>{anyLabel}</option> : null}
          {choices.map((c) => (
            <option key={c.cod} value={c.cod}>
              {c.description}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
