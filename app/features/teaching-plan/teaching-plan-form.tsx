/**
 * The teaching-plan tab's form (decision 019): look-ups of campus, course, discipline and teacher,
 * and a library. Plain HTML first: each look-up's "Procurar …" button (acao=procurar-<kind>)
 * brings the page back with the matches as a radio group and previous/next page links; a chosen
 * value is kept in a hidden field with a "Remover" button. With JavaScript, Enter in a look-up's
 * box presses that look-up's button instead of the search.
 */
import { Form, Link } from "@remix-run/react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

import { errorFor, formErrors, translateMessage, type FormResult } from "../../lib/form-errors.ts";
import { FieldError } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { guidePath, type SearchState } from "../search/search-config.ts";
import { FIELD_IDS, searchErrorFields } from "../search/search-validation.ts";
import type { LookupView, TeachingView } from "./teaching-plan.server.ts";

export const PLAN_ERROR_ID = "plano-escolha-erro";

function pressLookup(kind: string) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    event.currentTarget.form
      ?.querySelector<HTMLButtonElement>(`button[name="acao"][value="procurar-${kind}"]`)
      ?.click();
  };
}

function Lookup({ lookup, error }: { lookup: LookupView; error?: string }) {
  const { t } = useTranslation();
  const { kind, chosen, list } = lookup;
  const inputId = `plano-busca-${kind}`;
  const required = kind !== "campus";
  return (
    <fieldset className="plan-lookup" id={`plano-${kind}`}>
      <legend>{t(`teaching.lookup.${kind}.label`)}</legend>
      {chosen && !list ? (
        <p className="plan-lookup__chosen">
          {t("teaching.lookup.chosen")} <strong>{chosen.label}</strong>
          {chosen.detail ? <span className="plan-lookup__detail"> ({chosen.detail})</span> : null}{" "}
          <input type="hidden" name={kind} value={chosen.code} />
          <button
            type="submit"
            name="acao"
            value={`remover-${kind}`}
            className="button button--secondary button--small"
          >
            {t("teaching.lookup.remove")}
            <span className="visually-hidden">
              {" "}
              {t(`teaching.lookup.${kind}.label`)}: {chosen.label}
            </span>
          </button>
        </p>
      ) : null}
      <Field
        id={inputId}
        label={t(`teaching.lookup.${kind}.search`)}
        // The message "choose one of" is the form's, shown once above the look-ups: each required
        // look-up is described by it rather than repeating it.
        describedBy={required && error ? PLAN_ERROR_ID : undefined}
        className="plan-lookup__search"
      >
        {(control) => (
          <>
            <input
              {...control}
              aria-invalid={required && error ? true : undefined}
              name={`busca_${kind}`}
              type="text"
              className="input"
              defaultValue={lookup.searchText}
              maxLength={200}
              onKeyDown={pressLookup(kind)}
            />
            <button type="submit" name="acao" value={`procurar-${kind}`} className="button button--secondary">
              {t(`teaching.lookup.${kind}.button`)}
            </button>
          </>
        )}
      </Field>
      {list ? (
        list.options.length ? (
          <fieldset className="plan-lookup__results">
            <legend>{t("teaching.lookup.found", { total: list.total })}</legend>
            <ul className="plan-lookup__options">
              {list.options.map((o) => (
                <li key={o.code}>
                  <input
                    type="radio"
                    className="radio"
                    name={kind}
                    value={o.code}
                    id={`plano-${kind}-${o.code}`}
                    defaultChecked={chosen?.code === o.code}
                  />{" "}
                  <label htmlFor={`plano-${kind}-${o.code}`}>
                    {o.label}
                    {o.detail ? <span className="plan-lookup__detail"> ({o.detail})</span> : null}
                  </label>
                </li>
              ))}
            </ul>
            {list.lastPage > 1 ? (
              <nav
                className="plan-lookup__pages"
                aria-label={t("teaching.lookup.pagesLabel", { name: t(`teaching.lookup.${kind}.label`) })}
              >
                {list.previousHref ? <Link to={list.previousHref}>{t("teaching.lookup.previous")}</Link> : null}{" "}
                <span>{t("teaching.lookup.pageOf", { page: list.page, pages: list.lastPage })}</span>{" "}
                {list.nextHref ? <Link to={list.nextHref}>{t("teaching.lookup.next")}</Link> : null}
              </nav>
            ) : null}
          </fieldset>
        ) : (
          <p className="plan-lookup__none">{t("teaching.lookup.none")}</p>
        )
      ) : null}
    </fieldset>
  );
}

export function TeachingPlanForm({
  state,
  teaching,
  result,
}: {
  state: SearchState;
  teaching: TeachingView;
  /** The loader's answer to the last search (searchFormResult). */
  result: FormResult | null;
}) {
  const { t } = useTranslation();
  const { fields, formErrorField } = searchErrorFields(state);
  // The tab's rule ("choose one of course, discipline or teacher") reads the choices the look-ups
  // left, after the service confirmed them: the loader checks it (search-validation.ts) and the
  // browser has nothing to check first, so the form reads the loader's result only, the way the
  // search page does for its summary (no Conform or zod in the search pages' bundle, decision
  // 037). A look-up's button is a step of the form, not a search.
  const summary = formErrors(result, fields, (message) => translateMessage(t, message), { formErrorField });
  const error = errorFor(summary, FIELD_IDS.planCourse);
  return (
    <Form
      key={JSON.stringify([state.plan, teaching.lookups.map((l) => l.list?.page ?? 0)])}
      method="get"
      action={guidePath(state.guide)}
      id="plano-form"
      noValidate
      role="search"
      aria-label={t("search.form.label")}
      className="search-form plan-form"
    >
      {/* Enter in a field submits with the first submit button: the search. */}
      <button type="submit" name="pesquisar" value="1" hidden tabIndex={-1}>
        {t("search.form.submit")}
      </button>
      <p className="hint">{t("teaching.form.hint")}</p>
      <FieldError id={PLAN_ERROR_ID} message={error} />
      {teaching.lookups.map((lookup) => (
        <Lookup key={lookup.kind} lookup={lookup} error={error} />
      ))}
      <Field id="plano-biblioteca" label={t("teaching.form.library")}>
        {(control) => (
          <select {...control} name="biblioteca" className="select" defaultValue={state.plan?.biblioteca ?? ""}>
            <option value="">{t("teaching.form.allLibraries")}</option>
            {teaching.libraries.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {state.mobileView ? <input type="hidden" name="mobileView" value={state.mobileView} /> : null}
      <div className="search-form__submit">
        <button type="submit" name="pesquisar" value="1" className="button">
          {t("search.form.submit")}
        </button>
        <Link to={guidePath(state.guide)} className="search-form__clear">
          {t("search.rows.clear")}
        </Link>
      </div>
    </Form>
  );
}
