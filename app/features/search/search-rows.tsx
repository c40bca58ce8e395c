/**
 * The search form's rows: the first (term, with suggestions once JS runs, and "search by"), and on
 * the tabs with rows (advanced, archive, legislation…) the further rows with their condition, their
 * term (with suggestions too), the proximity hint and the add/remove buttons (submit buttons named
 * `acao`, answered by the loader).
 *
 * With JS the rows follow the conditions as they are chosen (document 1 §2): a proximity condition
 * (AFT, BEF, PRO) searches the previous row's option, so row 2's option shows it and is locked;
 * AFT and BEF, or no condition, set the later rows aside. Without JS the server applies the same
 * rules when the form is sent (parseSearchState).
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { Field } from "../../ui/field.tsx";
import { canAddRow, searchConfig, type RowState } from "./search-config.ts";
import { useFieldError, useSearchForm } from "./search-form-context.ts";
import { SearchTermCombobox } from "./search-term-combobox.tsx";
import { FIELD_IDS } from "./search-validation.ts";

const PROXIMITY_HINT_ID = "search-proximity-hint";

function OptionSelect({
  n,
  value,
  onChange,
  lockedTo,
}: {
  n: number;
  value: string;
  onChange?: (value: string) => void;
  /** A proximity row searches the previous row's option: shown, and not choosable. */
  lockedTo?: string;
}) {
  const { t } = useTranslation();
  const { state, options } = useSearchForm();
  const id = FIELD_IDS.option(n);
  const config = searchConfig.guides[state.guide];
  const choices: string[] = [
    ...config.fields,
    ...(config.advanced && options?.similar ? searchConfig.similarFields : []),
  ];
  const label = (key: string) => {
    const field = searchConfig.fields.find((f) => f.key === key);
    return field ? t(field.label) : t(`search.options.${key}`);
  };
  return (
    <Field
      id={id}
      label={n === 1 ? t("search.form.for") : t("search.rows.for", { n })}
      error={useFieldError(id)}
      describedBy={lockedTo !== undefined ? PROXIMITY_HINT_ID : undefined}
      className="search-form__field"
    >
      {(control) => (
        <select
          {...control}
          // A new element when the lock comes or goes, so the uncontrolled value is the one shown.
          key={lockedTo ?? "free"}
          name={n === 1 ? searchConfig.params.field : `for${n}`}
          defaultValue={lockedTo ?? (choices.includes(value) ? value : "")}
          disabled={lockedTo !== undefined}
          onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
          className="select"
        >
          {choices.includes(value) ? null : <option value="">{t("search.options.none")}</option>}
          {choices.map((key) => (
            <option key={key} value={key}>
              {label(key)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The term's clear button (document 1 §2): a submit button the server answers with the tab's empty
 * form (`acao=limpar`) when there is no script; with one, it empties the field in place and gives
 * it the focus, so the patron types the next term at once.
 */
function ClearTerm() {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      name="acao"
      value="limpar"
      className="button button--secondary search-form__clear-term"
      onClick={(event) => {
        const field = event.currentTarget.form?.elements.namedItem(searchConfig.params.term);
        if (!(field instanceof HTMLInputElement)) return;
        event.preventDefault();
        field.value = "";
        field.focus();
      }}
    >
      {t("search.form.clearTerm")}
    </button>
  );
}

/** Row 1: a plain input without JS, the suggestions combobox with it; id "busca", name "q". */
function FirstRow({ onFieldChange }: { onFieldChange: (field: string) => void }) {
  const { t } = useTranslation();
  const { state } = useSearchForm();
  const withRows = searchConfig.guides[state.guide].maxRows > 1;
  const id = FIELD_IDS.term(1);
  return (
    <div className="search-row search-row--first">
      <Field
        id={id}
        label={withRows ? t("search.rows.term", { n: 1 }) : t("search.form.term")}
        error={useFieldError(id)}
        className="search-form__term"
      >
        {(control) => (
          <SearchTermCombobox
            {...control}
            name={searchConfig.params.term}
            defaultValue={state.q ?? state.resume ?? ""}
            searchByName={searchConfig.params.field}
            className="input"
          />
        )}
      </Field>
      {/* The tabs with rows have their own "clear" for the whole form. */}
      {withRows ? null : <ClearTerm />}
      <OptionSelect n={1} value={state.field} onChange={onFieldChange} />
    </div>
  );
}

function ExtraRow({
  n,
  row,
  onConditionChange,
  lockedTo,
  setAside,
}: {
  n: number;
  row: RowState;
  onConditionChange?: (condition: string) => void;
  lockedTo?: string;
  /** Set aside by an earlier condition: not shown and not sent. */
  setAside?: boolean;
}) {
  const { t } = useTranslation();
  const termId = FIELD_IDS.term(n);
  const conditions = searchConfig.conditions.filter((c) => n === 2 || (c !== "AFT" && c !== "BEF"));
  return (
    <fieldset className="search-row" disabled={setAside || undefined} hidden={setAside || undefined}>
      <legend>{t("search.rows.row", { n })}</legend>
      <Field
        id={`search-condition-${n}`}
        label={t("search.rows.condition", { n })}
        describedBy={PROXIMITY_HINT_ID}
        className="search-form__condition"
      >
        {(control) => (
          <select
            {...control}
            name={n === 2 ? "condition" : "condition2"}
            defaultValue={row.condition}
            onChange={onConditionChange ? (event) => onConditionChange(event.currentTarget.value) : undefined}
            className="select"
          >
            <option value="">{t("search.rows.conditions.none")}</option>
            {conditions.map((c) => (
              <option key={c} value={c}>
                {t(`search.rows.conditions.${c}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={termId}
        label={t("search.rows.term", { n })}
        error={useFieldError(termId)}
        className="search-form__term"
      >
        {(control) => (
          // Suggestions per row (document 1 §2), for the option this row searches by.
          <SearchTermCombobox
            {...control}
            name={`q${n}`}
            defaultValue={row.q}
            searchByName={`for${n}`}
            className="input"
          />
        )}
      </Field>
      <OptionSelect n={n} value={row.field} lockedTo={lockedTo} />
      <div className="search-row__remove">
        <button type="submit" name="acao" value={`remover-${n}`} className="button button--secondary">
          {t("search.rows.remove", { n })}
        </button>
      </div>
    </fieldset>
  );
}

/** Every row of the form, the proximity hint and the add button, following the conditions chosen. */
export function SearchRows() {
  const { t } = useTranslation();
  const { state } = useSearchForm();
  const withRows = searchConfig.guides[state.guide].maxRows > 1;
  // What the rows follow while the reader chooses (JS only; the server applies the same on submit).
  const [firstField, setFirstField] = useState(state.field);
  const [firstCondition, setFirstCondition] = useState(state.rows[0]?.condition ?? "");
  const proximity = (searchConfig.proximity as readonly string[]).includes(firstCondition);
  const locksLaterRows = firstCondition === "" || firstCondition === "AFT" || firstCondition === "BEF";
  const canAdd = canAddRow(state) && !(state.rows.length > 0 && (firstCondition === "AFT" || firstCondition === "BEF"));
  return (
    <>
      <FirstRow onFieldChange={setFirstField} />
      {state.rows.map((row, index) => (
        <ExtraRow
          key={index}
          n={index + 2}
          row={row}
          onConditionChange={index === 0 ? setFirstCondition : undefined}
          lockedTo={index === 0 && proximity ? firstField : undefined}
          setAside={index > 0 && locksLaterRows}
        />
      ))}
      {withRows ? (
        <p id={PROXIMITY_HINT_ID} className="hint">
          {t("search.rows.proximityHint")}
        </p>
      ) : null}
      {withRows && canAdd ? (
        <div className="search-form__add">
          <button type="submit" name="acao" value="adicionar" className="button button--secondary">
            {t("search.rows.add")}
          </button>
        </div>
      ) : null}
    </>
  );
}
