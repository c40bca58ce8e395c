/**
 * The search form of every tab: a GET form, so a search is a URL. A new search starts over (no
 * filters, page 1). novalidate: the server says what is missing, in the same words with and
 * without JS (app/features/search/search-validation.ts).
 *
 * Tabs with rows (advanced, archive) add and remove rows with submit buttons named `acao`, which
 * the loader answers by showing the form again; the advanced tab adds the term type and the
 * extra panel (a <details> open when the last search used one of its fields).
 *
 * With JS the rows also follow the conditions as they are chosen (document 1 §2): a proximity
 * condition (AFT, BEF, PRO) searches the previous row's option, so row 2's option shows it and is
 * locked; AFT and BEF, or no condition, set the later rows aside. Without JS the server applies
 * the same rules when the form is sent (parseSearchState). And a search being loaded cannot be
 * sent again ("a new search is ignored while loading").
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import type { AdvancedSearchOptions } from "../../../api/contract.ts";
import { LANDMARK_IDS } from "../../ui/accessibility-bar.tsx";
import { describedBy, FieldError } from "../../ui/error-summary.tsx";
import { canAddRow, guidePath, searchConfig, type RowState, type SearchState } from "./search-config.ts";
import { SearchTermCombobox } from "./search-term-combobox.tsx";
import { FIELD_IDS, type FieldMessage } from "./search-validation.ts";
import { TitleFilter } from "./title-filter.tsx";
import { YearComparison } from "./year-comparison.tsx";

export const SEARCH_ERROR_ID = `${LANDMARK_IDS.search}-error`;

interface Props {
  state: SearchState;
  /** The general tab's single error (kept for callers that pass one message). */
  error?: string | null;
  errors?: FieldMessage[];
  options?: AdvancedSearchOptions | null;
}

function messageFor(errors: FieldMessage[], fieldId: string): string | undefined {
  return errors.find((e) => e.fieldId === fieldId)?.message;
}

function useOptionLabel() {
  const { t } = useTranslation();
  return (key: string) => {
    const field = searchConfig.fields.find((f) => f.key === key);
    return field ? t(field.label) : t(`search.options.${key}`);
  };
}

function OptionSelect({
  n,
  state,
  value,
  errors,
  options,
  onChange,
  lockedTo,
}: {
  n: number;
  state: SearchState;
  value: string;
  errors: FieldMessage[];
  options?: AdvancedSearchOptions | null;
  onChange?: (value: string) => void;
  /** A proximity row searches the previous row's option: shown, and not choosable. */
  lockedTo?: string;
}) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const config = searchConfig.guides[state.guide];
  const id = FIELD_IDS.option(n);
  const error = messageFor(errors, id);
  const choices: string[] = [
    ...config.fields,
    ...(config.advanced && options?.similar ? searchConfig.similarFields : []),
  ];
  return (
    <div className={error ? "field field--error search-form__field" : "field search-form__field"}>
      <label htmlFor={id}>{n === 1 ? t("search.form.for") : t("search.rows.for", { n })}</label>
      <FieldError id={`${id}-error`} message={error} />
      <select
        // A new element when the lock comes or goes, so the uncontrolled value is the one shown.
        key={lockedTo ?? "free"}
        id={id}
        name={n === 1 ? searchConfig.params.field : `for${n}`}
        defaultValue={lockedTo ?? (choices.includes(value) ? value : "")}
        disabled={lockedTo !== undefined}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(lockedTo !== undefined && "search-proximity-hint", error && `${id}-error`)}
        className="select"
      >
        {choices.includes(value) ? null : <option value="">{t("search.options.none")}</option>}
        {choices.map((key) => (
          <option key={key} value={key}>
            {label(key)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ExtraRowProps {
  n: number;
  row: RowState;
  state: SearchState;
  errors: FieldMessage[];
  options?: AdvancedSearchOptions | null;
  onConditionChange?: (condition: string) => void;
  lockedTo?: string;
  /** Set aside by an earlier condition: not shown and not sent. */
  setAside?: boolean;
}

function ExtraRow({ n, row, state, errors, options, onConditionChange, lockedTo, setAside }: ExtraRowProps) {
  const { t } = useTranslation();
  const termId = FIELD_IDS.term(n);
  const termError = messageFor(errors, termId);
  const conditions = searchConfig.conditions.filter((c) => n === 2 || (c !== "AFT" && c !== "BEF"));
  return (
    <fieldset className="search-row" disabled={setAside || undefined} hidden={setAside || undefined}>
      <legend>{t("search.rows.row", { n })}</legend>
      <div className="field search-form__condition">
        <label htmlFor={`search-condition-${n}`}>{t("search.rows.condition", { n })}</label>
        <select
          id={`search-condition-${n}`}
          name={n === 2 ? "condition" : "condition2"}
          defaultValue={row.condition}
          onChange={onConditionChange ? (event) => onConditionChange(event.currentTarget.value) : undefined}
          className="select"
          aria-describedby="search-proximity-hint"
        >
          <option value="">{t("search.rows.conditions.none")}</option>
          {conditions.map((c) => (
            <option key={c} value={c}>
              {t(`search.rows.conditions.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={termError ? "field field--error search-form__term" : "field search-form__term"}>
        <label htmlFor={termId}>{t("search.rows.term", { n })}</label>
        <FieldError id={`${termId}-error`} message={termError} />
        <input
          type="search"
          id={termId}
          name={`q${n}`}
          defaultValue={row.q}
          aria-invalid={termError ? true : undefined}
          aria-describedby={describedBy(termError && `${termId}-error`)}
          autoComplete="off"
          className="input"
        />
      </div>
      <OptionSelect n={n} state={state} value={row.field} errors={errors} options={options} lockedTo={lockedTo} />
      <div className="search-row__remove">
        <button type="submit" name="acao" value={`remover-${n}`} className="button button--secondary">
          {t("search.rows.remove", { n })}
        </button>
      </div>
    </fieldset>
  );
}

function TermType({ state, errors }: { state: SearchState; errors: FieldMessage[] }) {
  const { t } = useTranslation();
  const error = messageFor(errors, FIELD_IDS.termType);
  return (
    <fieldset
      className={error ? "field field--error search-form__term-type" : "field search-form__term-type"}
      aria-describedby={describedBy(error && "keyword-type-error")}
    >
      <legend>{t("search.termType.legend")}</legend>
      <FieldError id="keyword-type-error" message={error} />
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
    </fieldset>
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

function Select({
  id,
  name,
  label,
  value,
  choices,
  anyLabel,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  choices: { cod: string; description: string }[];
  anyLabel?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""} className="select">
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {choices.map((c) => (
          <option key={c.cod} value={c.cod}>
            {c.description}
          </option>
        ))}
      </select>
    </div>
  );
}

function ExtraPanel({
  state,
  errors,
  options,
}: {
  state: SearchState;
  errors: FieldMessage[];
  options: AdvancedSearchOptions;
}) {
  const { t } = useTranslation();
  const yearError = messageFor(errors, FIELD_IDS.year);
  const finalError = messageFor(errors, FIELD_IDS.yearFinal);
  const any = t("search.extra.any");
  return (
    <details className="search-extra" open={extraPanelUsed(state) || Boolean(yearError || finalError)}>
      <summary>{t("search.extra.summary")}</summary>
      <div className="search-extra__fields">
        <Select
          id="search-biblioteca"
          name="id_biblioteca"
          label={t("search.extra.library")}
          value={state.extra.id_biblioteca}
          choices={options.libraries}
          anyLabel={any}
        />
        <Select
          id="search-tipo-obra"
          name="tipo_obra"
          label={t("search.extra.workType")}
          value={state.extra.tipo_obra}
          choices={options.typeOfWorkList}
          anyLabel={any}
        />
        <fieldset className="search-extra__year">
          <legend>{t("search.extra.year")}</legend>
          <p id="search-year-hint" className="hint">
            {t("search.extra.yearHint")}
          </p>
          <Select
            id="search-comp-ano"
            name="comp_ano"
            label={t("search.extra.yearComparison")}
            value={state.extra.comp_ano}
            choices={searchConfig.yearComparisons.map((c) => ({
              cod: c,
              description: t(`search.extra.${c}`),
            }))}
            anyLabel={t("search.extra.yearAny")}
          />
          <div className={yearError ? "field field--error" : "field"}>
            <label htmlFor={FIELD_IDS.year}>{t("search.extra.year")}</label>
            <FieldError id={`${FIELD_IDS.year}-error`} message={yearError} />
            <input
              id={FIELD_IDS.year}
              name="ano"
              defaultValue={state.extra.ano ?? ""}
              inputMode="numeric"
              maxLength={4}
              size={4}
              aria-invalid={yearError ? true : undefined}
              aria-describedby={describedBy("search-year-hint", yearError && `${FIELD_IDS.year}-error`)}
              className="input input--year"
            />
          </div>
          <div className={finalError ? "field field--error" : "field"}>
            <label htmlFor={FIELD_IDS.yearFinal}>{t("search.extra.yearFinal")}</label>
            <FieldError id={`${FIELD_IDS.yearFinal}-error`} message={finalError} />
            <input
              id={FIELD_IDS.yearFinal}
              name="ano_final"
              defaultValue={state.extra.ano_final ?? ""}
              inputMode="numeric"
              maxLength={4}
              size={4}
              aria-invalid={finalError ? true : undefined}
              aria-describedby={describedBy("search-year-hint", finalError && `${FIELD_IDS.yearFinal}-error`)}
              className="input input--year"
            />
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="search-local">{t("search.extra.place")}</label>
          <input id="search-local" name="local" defaultValue={state.extra.local ?? ""} className="input" />
        </div>
        <Select
          id="search-idioma"
          name="idioma"
          label={t("search.extra.language")}
          value={state.extra.idioma}
          choices={options.languageList}
          anyLabel={any}
        />
        {options.internLocation.length ? (
          <Select
            id="search-local-interna"
            name="local_interna"
            label={t("search.extra.location")}
            value={state.extra.local_interna}
            choices={options.internLocation}
            anyLabel={any}
          />
        ) : null}
        <Select
          id="search-bib-virtual"
          name="bib_virtual"
          label={t("search.extra.virtual")}
          value={state.extra.bib_virtual ?? "N"}
          choices={[
            { cod: "N", description: t("search.extra.virtualN") },
            { cod: "S", description: t("search.extra.virtualS") },
          ]}
        />
        <div className="field">
          <label htmlFor="search-desc-fisica">{t("search.extra.physical")}</label>
          <input
            id="search-desc-fisica"
            name="desc_fisica"
            defaultValue={state.extra.desc_fisica ?? ""}
            className="input"
          />
        </div>
        <Select
          id="search-per-page"
          name="perPage"
          label={t("search.extra.perPage")}
          value={String(state.perPage)}
          choices={searchConfig.perPageChoices.map((n) => ({
            cod: String(n),
            description: String(n),
          }))}
        />
        <Select
          id="search-order"
          name={searchConfig.params.sort}
          label={t("search.extra.order")}
          value={state.sort}
          choices={searchConfig.sorts.map((s) => ({
            cod: s.key,
            description: t(s.label),
          }))}
        />
      </div>
    </details>
  );
}

function formKey(state: SearchState): string {
  const { guide, q, field, rows, termType, extra, perPage, sort, titleFilter } = state;
  return JSON.stringify([guide, q, field, rows, termType, extra, perPage, sort, titleFilter]);
}

export function SearchForm(props: Props) {
  const { t } = useTranslation();
  const { state } = props;
  const navigation = useNavigation();
  // A search of this tab is on its way (a GET navigation to the tab's path).
  const busy = navigation.state !== "idle" && navigation.location.pathname === guidePath(state.guide);
  const ignoreWhileBusy = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };
  const withRows = searchConfig.guides[state.guide].maxRows > 1;
  return (
    <Form
      // Uncontrolled fields keep what was typed across navigations; a new state (a search, a row
      // added or removed, "clear") mounts the form again with the state's values.
      key={formKey(state)}
      method="get"
      action={guidePath(state.guide)}
      role="search"
      aria-label={t("search.form.label")}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={ignoreWhileBusy}
      className={withRows ? "search-form search-form--rows" : "search-form"}
    >
      <SearchFields {...props} busy={busy} />
    </Form>
  );
}

function SearchFields({ state, error, errors = [], options, busy }: Props & { busy: boolean }) {
  const { t } = useTranslation();
  const config = searchConfig.guides[state.guide];
  const termError = error ?? messageFor(errors, LANDMARK_IDS.search);
  const withRows = config.maxRows > 1;
  // What the rows follow while the reader chooses (JS only; the server applies the same on submit).
  const [firstField, setFirstField] = useState(state.field);
  const [firstCondition, setFirstCondition] = useState(state.rows[0]?.condition ?? "");
  const proximity = (searchConfig.proximity as readonly string[]).includes(firstCondition);
  const locksLaterRows = firstCondition === "" || firstCondition === "AFT" || firstCondition === "BEF";
  const canAdd = canAddRow(state) && !(state.rows.length > 0 && (firstCondition === "AFT" || firstCondition === "BEF"));
  return (
    <>
      {withRows ? (
        // Enter in a field submits with the form's first submit button: this one, the search,
        // rather than a row's add or remove button.
        <button type="submit" hidden tabIndex={-1}>
          {t("search.form.submit")}
        </button>
      ) : null}
      <div className="search-row search-row--first">
        {/* ---- term input (row 1): a plain input without JS, the suggestions combobox with it; id "busca", name "q" ---- */}
        <div className={termError ? "field field--error search-form__term" : "field search-form__term"}>
          <label htmlFor={LANDMARK_IDS.search}>
            {withRows ? t("search.rows.term", { n: 1 }) : t("search.form.term")}
          </label>
          <FieldError id={SEARCH_ERROR_ID} message={termError} />
          <SearchTermCombobox
            id={LANDMARK_IDS.search}
            name={searchConfig.params.term}
            defaultValue={state.q ?? ""}
            searchByName={searchConfig.params.field}
            aria-invalid={termError ? true : undefined}
            aria-describedby={describedBy(termError && SEARCH_ERROR_ID)}
            className="input"
          />
        </div>
        {/* ---- end term input ---- */}
        <OptionSelect
          n={1}
          state={state}
          value={state.field}
          errors={errors}
          options={options}
          onChange={setFirstField}
        />
      </div>
      {state.rows.map((row, index) => (
        <ExtraRow
          key={index}
          n={index + 2}
          row={row}
          state={state}
          errors={errors}
          options={options}
          onConditionChange={index === 0 ? setFirstCondition : undefined}
          lockedTo={index === 0 && proximity ? firstField : undefined}
          setAside={index > 0 && locksLaterRows}
        />
      ))}
      {withRows ? (
        <p id="search-proximity-hint" className="hint">
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
      {"yearComparison" in config ? <YearComparison state={state} errors={errors} /> : null}
      {"accessibleTitles" in config ? <TitleFilter state={state} /> : null}
      {config.advanced ? <TermType state={state} errors={errors} /> : null}
      {config.advanced && options ? <ExtraPanel state={state} errors={errors} options={options} /> : null}
      <p role="status" className="visually-hidden">
        {busy ? t("search.form.searching") : ""}
      </p>
      {state.mobileView ? <input type="hidden" name="mobileView" value={state.mobileView} /> : null}
      <div className="search-form__submit">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {t("search.form.submit")}
        </button>
        {withRows ? (
          <Link to={guidePath(state.guide)} className="search-form__clear">
            {t("search.rows.clear")}
          </Link>
        ) : null}
      </div>
    </>
  );
}
