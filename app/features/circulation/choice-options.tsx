/**
 * What the reservation and the loan-request forms show of a choice (reservation-choices.ts): an
 * option's words, and a choice's select options with its placeholder. The forms differ in the
 * button beside the select; what the patron reads in it is one thing.
 */
import { useTranslation } from "react-i18next";

import type { ChoiceOption, ChoiceState } from "./reservation-choices.ts";

/** An option's label, or the words for its marker ("single", "main", "all"). */
export function useOptionLabel(): (option: ChoiceOption) => string {
  const { t } = useTranslation();
  return (option) => (option.special ? t(`circulation.reservation.option.${option.special}`) : option.label);
}

/** The `<option>`s of a choice shown as a select, the placeholder first when it has one. */
export function ChoiceOptions({ state }: { state: Extract<ChoiceState, { kind: "select" }> }) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  return (
    <>
      {state.placeholder ? <option value="">{t("circulation.reservation.placeholder")}</option> : null}
      {state.options.map((option) => (
        <option key={option.value} value={option.value}>
          {optionLabel(option)}
        </option>
      ))}
    </>
  );
}
