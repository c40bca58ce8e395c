/**
 * The accessibility tab's title filter (document 1 §4): every title (TT) or only the titles with
 * an accessible version (TA). Radio buttons in the search form's GET request, so it needs no JS.
 */
import { useTranslation } from "react-i18next";

import { TITLE_FILTERS, type SearchState } from "./search-config.ts";

export function TitleFilter({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  return (
    // The term type's layout: a legend over radio buttons in a row.
    <fieldset className="field search-form__term-type">
      <legend>{t("kids.accessibility.titleFilter")}</legend>
      <div className="radios">
        {TITLE_FILTERS.map((value) => (
          <div className="radio" key={value}>
            <input
              type="radio"
              id={`search-title-filter-${value}`}
              name="accessibleTitleSearch"
              value={value}
              defaultChecked={(state.titleFilter ?? "TT") === value}
            />
            <label htmlFor={`search-title-filter-${value}`}>{t(`kids.accessibility.titles.${value}`)}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
