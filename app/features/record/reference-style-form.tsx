/**
 * The reference tab's choice of a CSL style: a GET form (the style stays in the address, and it
 * works without JavaScript) with a select of the styles citeproc-js renders and a button.
 */
import { useTranslation } from "react-i18next";

import { CSL_REFERENCE_STYLES } from "./reference.ts";

export function ReferenceStyleForm({ id, current }: { id: number; current: string }) {
  const { t } = useTranslation();
  return (
    <form method="get" action={`/acervo/${id}/referencia`} className="reference-style-form">
      <fieldset>
        <legend>{t("recordPages.reference.otherStyles")}</legend>
        <label htmlFor="reference-style">{t("recordPages.reference.styleField")}</label>{" "}
        <select id="reference-style" name="estilo" defaultValue={current}>
          {CSL_REFERENCE_STYLES.map((s) => (
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
