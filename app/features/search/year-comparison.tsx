/**
 * The legislation tab's year comparison (document 1 §2 and §5): none, =, >, < or entre, with the
 * initial year and, for entre, the final one. URL names comparacao, data_inicial, data_final.
 */
import { useTranslation } from "react-i18next";

import { Field } from "../../ui/field.tsx";
import { searchConfig, type GuideConfig } from "./search-config.ts";
import { useSearchForm } from "./search-form-context.ts";
import { FIELD_IDS } from "./search-validation.ts";
import { YearField } from "./year-fields.tsx";

// The spec's symbols, with words for screen readers and for anyone unsure of them.
const SYMBOL: Record<string, string> = { igual: "= ", maior: "> ", menor: "< ", entre: "" };
const HINT_ID = "search-legislation-hint";

export function YearComparison() {
  const { t } = useTranslation();
  const { state } = useSearchForm();
  return (
    <fieldset className="search-extra__year">
      <legend>{t((searchConfig.guides[state.guide] as GuideConfig).yearLegend ?? "search.legislation.legend")}</legend>
      <p id={HINT_ID} className="hint">
        {t("search.legislation.hint")}
      </p>
      <Field id="search-comparacao" label={t("search.legislation.comparison")}>
        {(control) => (
          <select {...control} name="comparacao" defaultValue={state.extra.comp_ano ?? ""} className="input">
            <option value="">{t("search.legislation.none")}</option>
            {searchConfig.yearComparisons.map((c) => (
              <option key={c} value={c}>
                {SYMBOL[c]}
                {t(`search.extra.${c}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <YearField
        id={FIELD_IDS.year}
        name="data_inicial"
        label={t("search.legislation.dateFrom")}
        value={state.extra.ano}
        hintId={HINT_ID}
      />
      <YearField
        id={FIELD_IDS.yearFinal}
        name="data_final"
        label={t("search.legislation.dateTo")}
        value={state.extra.ano_final}
        hintId={HINT_ID}
      />
    </fieldset>
  );
}
