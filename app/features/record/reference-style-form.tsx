/**
 * The choice of a reference style, on the reference tab and the basket's printed list: a GET form
 * (the style stays in the address, and it works without JavaScript) with a select of the styles
 * and a button.
 */
import { useTranslation } from "react-i18next";

import { CSL_REFERENCE_STYLES } from "./reference.ts";

export function ReferenceStyleForm({
  action,
  current,
  legend,
  styles = CSL_REFERENCE_STYLES,
}: {
  action: string;
  current: string;
  /** The locale key of the fieldset's legend. */
  legend: string;
  styles?: readonly { code: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <form method="get" action={action} className="reference-style-form">
      <fieldset>
        <legend>{t(legend)}</legend>
        <label htmlFor="reference-style">{t("recordPages.reference.styleField")}</label>{" "}
        <select id="reference-style" name="estilo" defaultValue={current}>
          {styles.map((s) => (
            <option key={s.code} value={s.code}>
              {t(s.label)}
            </option>
          ))}
        </select>{" "}
        <button type="submit" className="button">
          {t("recordPages.reference.show")}
        </button>
      </fieldset>
    </form>
  );
}
