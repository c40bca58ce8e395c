/**
 * The accessibility tab's title filter (document 1 §4): every title (TT) or only the titles with
 * an accessible version (TA). Radio buttons in the search form's GET request, so it needs no JS.
 */
import { useTranslation } from "react-i18next";

import { Fieldset } from "../../ui/field.tsx";
import { TITLE_FILTERS } from "./search-config.ts";
import { useSearchForm } from "./search-form-context.ts";

export function TitleFilter() {
  const { t } = useTranslation();
  const { state } = useSearchForm();
  return (
    // The term type's layout: a legend over radio buttons in a row.
    <Fieldset id="search-title-filter" legend={t("kids.accessibility.titleFilter")} className="search-form__term-type">
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
    </Fieldset>
  );
}
