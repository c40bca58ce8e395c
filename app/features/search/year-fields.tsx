/**
 * A four-digit year box, as the advanced panel and the legislation tab's comparison both ask for
 * it: labelled, described by its group's hint, with its inline error.
 */
import { Field } from "../../ui/field.tsx";
import { useFieldError } from "./search-form-context.ts";

export function YearField({
  id,
  name,
  label,
  value,
  hintId,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  /** The group's hint, shared by its fields. */
  hintId: string;
}) {
  return (
    <Field id={id} label={label} error={useFieldError(id)} describedBy={hintId}>
      {(control) => (
        <input
          {...control}
          name={name}
          defaultValue={value ?? ""}
          inputMode="numeric"
          maxLength={4}
          size={4}
          className="input input--year"
        />
      )}
    </Field>
  );
}
