/**
 * One form control with its label, hint and inline error (GOV.UK order: label, hint, error,
 * control). The control itself is the caller's (an input, a select, a textarea, a combobox), given
 * the attributes that tie it to the rest: its id, `aria-invalid` when in error, and
 * `aria-describedby` naming the hint and then the error. A radio or checkbox group is a `Fieldset`,
 * whose legend names the group and whose description the group carries.
 */
import type { ReactNode } from "react";

import { describedBy, FieldError } from "./error-summary.tsx";

/** The attributes a control receives from its Field. */
export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  /** The control's id; the hint is `${id}-hint`, the error `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message, already in the reader's language. */
  error?: string;
  /** A checkbox: the label follows the box. */
  checkbox?: boolean;
  className?: string;
  /** Further ids the control is described by (a hint shared with other fields). */
  describedBy?: string;
  children: (control: ControlProps) => ReactNode;
}

export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function Field({ id, label, hint, error, checkbox, className, describedBy: extra, children }: FieldProps) {
  const ids = fieldIds(id);
  const control = children({
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(extra, hint ? ids.hint : undefined, error ? ids.error : undefined),
  });
  const classes = ["field", checkbox ? "field--checkbox" : "", error ? "field--error" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  const described = <HintAndError id={id} hint={hint} error={error} />;
  if (checkbox) {
    return (
      <div className={classes}>
        {control}
        <label htmlFor={id}>{label}</label>
        {described}
      </div>
    );
  }
  return (
    <div className={classes}>
      <label htmlFor={id}>{label}</label>
      {described}
      {control}
    </div>
  );
}

/** The hint, then the inline error: what a control's aria-describedby names, in that order. */
function HintAndError({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  const ids = fieldIds(id);
  return (
    <>
      {hint ? (
        <p id={ids.hint} className="hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.error} message={error} />
    </>
  );
}

interface FieldsetProps {
  /** The group's id: the fieldset carries it, the first option's id is what the summary links to. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Hides the legend visually (a group whose heading says the same). */
  legendHidden?: boolean;
  children: ReactNode;
}

export function Fieldset({ id, legend, hint, error, className, legendHidden, children }: FieldsetProps) {
  const ids = fieldIds(id);
  const classes = ["field", "fieldset", error ? "field--error" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <fieldset
      id={id}
      className={classes}
      aria-describedby={describedBy(hint ? ids.hint : undefined, error ? ids.error : undefined)}
    >
      <legend className={legendHidden ? "visually-hidden" : undefined}>{legend}</legend>
      <HintAndError id={id} hint={hint} error={error} />
      {children}
    </fieldset>
  );
}
