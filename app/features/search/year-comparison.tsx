/**
 * The legislation tab's year comparison (document 1 §2 and §5): none, =, >, < or entre, with the
 * initial year and, for entre, the final one. URL names comparacao, data_inicial, data_final.
 */
import { useTranslation } from "react-i18next";

import { describedBy, FieldError } from "../../ui/error-summary.tsx";
import { searchConfig, type GuideConfig, type SearchState } from "./search-config.ts";
import { FIELD_IDS, type FieldMessage } from "./search-validation.ts";

// The spec's symbols, with words for screen readers and for anyone unsure of them.
const SYMBOL: Record<string, string> = { igual: "= ", maior: "> ", menor: "< ", entre: "" };

export function YearComparison({ state, errors }: { state: SearchState; errors: FieldMessage[] }) {
  const { t } = useTranslation();
  const yearError = errors.find((e) => e.fieldId === FIELD_IDS.year)?.message;
  const finalError = errors.find((e) => e.fieldId === FIELD_IDS.yearFinal)?.message;
  const input = (id: string, name: string, label: string, value: string | undefined, error: string | undefined) => (
    <div className={error ? "field field--error" : "field"}>
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={error} />
      <input
        id={id}
        name={name}
        defaultValue={value ?? ""}
        inputMode="numeric"
        maxLength={4}
        size={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("search-legislation-hint", error && `${id}-error`)}
        className="input input--year"
      />
    </div>
  );
  return (
    <fieldset className="search-extra__year">
      <legend>{t((searchConfig.guides[state.guide] as GuideConfig).yearLegend ?? "search.legislation.legend")}</legend>
      <p id="search-legislation-hint" className="hint">
        {t("search.legislation.hint")}
      </p>
      <div className="field">
        <label htmlFor="search-comparacao">{t("search.legislation.comparison")}</label>
        <select id="search-comparacao" name="comparacao" defaultValue={state.extra.comp_ano ?? ""} className="input">
          <option value="">{t("search.legislation.none")}</option>
          {searchConfig.yearComparisons.map((c) => (
            <option key={c} value={c}>
              {SYMBOL[c]}
              {t(`search.extra.${c}`)}
            </option>
          ))}
        </select>
      </div>
      {input(FIELD_IDS.year, "data_inicial", t("search.legislation.dateFrom"), state.extra.ano, yearError)}
      {input(FIELD_IDS.yearFinal, "data_final", t("search.legislation.dateTo"), state.extra.ano_final, finalError)}
    </fieldset>
  );
}
