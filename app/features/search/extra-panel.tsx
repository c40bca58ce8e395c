/**
 * The advanced tab's own parts: the term type (radio buttons) and the extra panel of limits (a
 * <details> open when the last search used one of its fields, or one of them is in error).
 */
import { useTranslation } from "react-i18next";

import { ChoiceSelect } from "../../ui/choice-select.tsx";
import { Field, Fieldset } from "../../ui/field.tsx";
import type { OptionEntry } from "../../../api/contract.ts";
import { searchConfig, type SearchState } from "./search-config.ts";
import { useFieldError, useSearchForm } from "./search-form-context.ts";
import { FIELD_IDS } from "./search-validation.ts";
import { YearField } from "./year-fields.tsx";

const YEAR_HINT_ID = "search-year-hint";

export function TermType() {
  const { t } = useTranslation();
  const { state } = useSearchForm();
  return (
    <Fieldset
      // The error summary links to the first option (FIELD_IDS.termType); the group's message is keyword-type-error.
      id="keyword-type"
      legend={t("search.termType.legend")}
      error={useFieldError(FIELD_IDS.termType)}
      className="search-form__term-type"
    >
      <div className="radios">
        {searchConfig.termTypes.map((type) => (
          <div key={type} className="radio">
            <input
              type="radio"
              id={`keyword-type-${type}`}
              name="keyword_type"
              value={type}
              defaultChecked={state.termType === type}
            />
            <label htmlFor={`keyword-type-${type}`}>{t(`search.termType.${type}`)}</label>
          </div>
        ))}
      </div>
    </Fieldset>
  );
}

/** Whether the last search used the extra panel: then it opens by itself. */
export function extraPanelUsed(state: SearchState): boolean {
  const { bib_virtual: virtual, ...rest } = state.extra;
  return (
    Object.values(rest).some(Boolean) ||
    virtual === "S" ||
    state.perPage !== searchConfig.perPage ||
    state.sort !== searchConfig.defaultSort
  );
}

/**
 * A free-text limit with the values the catalogue's records share offered as a datalist: the
 * browser lists them as one types, with or without JS, and any other text is still searched.
 */
function TextField({
  id,
  name,
  label,
  value,
  suggestions = [],
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  suggestions?: readonly OptionEntry[];
}) {
  const listId = `${id}-values`;
  return (
    <Field id={id} label={label}>
      {(control) => (
        <>
          <input
            {...control}
            name={name}
            defaultValue={value ?? ""}
            list={suggestions.length ? listId : undefined}
            autoComplete="off"
            className="input"
          />
          {suggestions.length ? (
            <datalist id={listId}>
              {suggestions.map((o) => (
                <option key={o.cod} value={o.cod} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </Field>
  );
}

export function ExtraPanel() {
  const { t } = useTranslation();
  const { state, options, errors } = useSearchForm();
  if (!options) return null;
  const { extra } = state;
  const any = t("search.extra.any");
  const yearInError = errors.some((e) => e.fieldId === FIELD_IDS.year || e.fieldId === FIELD_IDS.yearFinal);
  return (
    <details className="search-extra" open={extraPanelUsed(state) || yearInError}>
      <summary>{t("search.extra.summary")}</summary>
      <div className="search-extra__fields">
        <ChoiceSelect
          id="search-biblioteca"
          name="id_biblioteca"
          label={t("search.extra.library")}
          value={extra.id_biblioteca}
          choices={options.libraries}
          anyLabel={any}
        />
        <ChoiceSelect
          id="search-tipo-obra"
          name="tipo_obra"
          label={t("search.extra.workType")}
          value={extra.tipo_obra}
          choices={options.typeOfWorkList}
          anyLabel={any}
        />
        <fieldset className="search-extra__year">
          <legend>{t("search.extra.year")}</legend>
          <p id={YEAR_HINT_ID} className="hint">
            {t("search.extra.yearHint")}
          </p>
          <ChoiceSelect
            id="search-comp-ano"
            name="comp_ano"
            label={t("search.extra.yearComparison")}
            value={extra.comp_ano}
            choices={searchConfig.yearComparisons.map((c) => ({ cod: c, description: t(`search.extra.${c}`) }))}
            anyLabel={t("search.extra.yearAny")}
          />
          <YearField
            id={FIELD_IDS.year}
            name="ano"
            label={t("search.extra.year")}
            value={extra.ano}
            hintId={YEAR_HINT_ID}
          />
          <YearField
            id={FIELD_IDS.yearFinal}
            name="ano_final"
            label={t("search.extra.yearFinal")}
            value={extra.ano_final}
            hintId={YEAR_HINT_ID}
          />
        </fieldset>
        <TextField
          id="search-local"
          name="local"
          label={t("search.extra.place")}
          value={extra.local}
          suggestions={options.publicationPlaceList}
        />
        <ChoiceSelect
          id="search-idioma"
          name="idioma"
          label={t("search.extra.language")}
          value={extra.idioma}
          choices={options.languageList}
          anyLabel={any}
        />
        {options.internLocation.length ? (
          <ChoiceSelect
            id="search-local-interna"
            name="local_interna"
            label={t("search.extra.location")}
            value={extra.local_interna}
            choices={options.internLocation}
            anyLabel={any}
          />
        ) : null}
        <ChoiceSelect
          id="search-bib-virtual"
          name="bib_virtual"
          label={t("search.extra.virtual")}
          value={extra.bib_virtual ?? "N"}
          choices={[
            { cod: "N", description: t("search.extra.virtualN") },
            { cod: "S", description: t("search.extra.virtualS") },
          ]}
        />
        <TextField
          id="search-desc-fisica"
          name="desc_fisica"
          label={t("search.extra.physical")}
          value={extra.desc_fisica}
          suggestions={options.physicalDescList}
        />
        <ChoiceSelect
          id="search-per-page"
          name="perPage"
          label={t("search.extra.perPage")}
          value={String(state.perPage)}
          choices={searchConfig.perPageChoices.map((n) => ({ cod: String(n), description: String(n) }))}
        />
        <ChoiceSelect
          id="search-order"
          name={searchConfig.params.sort}
          label={t("search.extra.order")}
          value={state.sort}
          choices={searchConfig.sorts.map((s) => ({ cod: s.key, description: t(s.label) }))}
        />
      </div>
    </details>
  );
}
