/**
 * The patron's acquisition suggestions (decision 030): the filter (a GET form), the table of
 * suggestions with the library's answers, and the statistics of the same period.
 */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { SUGGESTION_SITUATIONS } from "../../../api/community/acquisition/contract.ts";
import type { FormResult } from "../../lib/forms.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { DateField } from "../account-stats/range-filter-form.tsx";
import { FilteredTable } from "../account/filtered-table.tsx";
import { formatDay } from "../account/account.ts";
import { SUGGESTION_FILTER_FIELDS as FIELDS, situationLabel, SuggestionFilterSchema } from "./suggestion-form.ts";
import type { suggestionsLoader } from "./suggestions.server.ts";

export function SuggestionsPage() {
  const { values, result, suggestions, statistics, locale } = useLoaderData<typeof suggestionsLoader>();
  const { t } = useTranslation();
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "sugestoes",
    schema: SuggestionFilterSchema,
    lastResult: result as FormResult | null,
    fields: FIELDS,
    defaultValue: values,
    autoCoercion: false,
  });
  const dateField = (field: "dataIni" | "dataFim", label: string) => (
    <DateField id={FIELDS[field]} name={field} label={label} error={errorOf(FIELDS[field])} field={fields[field]} />
  );
  const counted = statistics?.situacoes.filter((s) => s.quantidade > 0) ?? [];
  return (
    <div className="page account acquisition">
      <h1>{t("acquisition.list.title")}</h1>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <p>{t("acquisition.list.intro")}</p>
      <p className="acquisition-actions">
        <Link to="/meupergamum/sugestoes/nova" className="button">
          {t("acquisition.list.new")}
        </Link>
      </p>
      <Form method="get" {...formProps} className="form acquisition-filter" aria-label={t("acquisition.list.filter")}>
        <Field id={FIELDS.situacao} label={t("acquisition.list.situation")} error={errorOf(FIELDS.situacao)}>
          {(control) => (
            <select
              {...control}
              key={fields.situacao.key}
              name="situacao"
              defaultValue={fields.situacao.initialValue as string | undefined}
              className="select"
            >
              <option value="">{t("acquisition.list.all")}</option>
              {SUGGESTION_SITUATIONS.map((code) => (
                <option key={code} value={code}>
                  {t(situationLabel(code))}
                </option>
              ))}
            </select>
          )}
        </Field>
        {dateField("dataIni", t("acquisition.list.from"))}
        {dateField("dataFim", t("acquisition.list.to"))}
        <button type="submit" className="button">
          {t("acquisition.list.submit")}
        </button>
      </Form>
      <FilteredTable
        id="suggestions-caption"
        rows={suggestions}
        empty={t("acquisition.list.empty")}
        caption={t("acquisition.list.caption", { count: suggestions?.length })}
        columns={[
          t("acquisition.list.columns.title"),
          t("acquisition.list.columns.library"),
          t("acquisition.list.columns.sent"),
          t("acquisition.list.columns.situation"),
          t("acquisition.list.columns.since"),
          t("acquisition.list.columns.answer"),
        ]}
      >
        {(rows) =>
          rows.map((s) => (
            <tr key={s.cod_sugestao}>
              <th scope="row">
                {s.titulo}
                {s.autor || s.editor ? (
                  <span className="hint"> — {[s.autor, s.edicao, s.editor].filter(Boolean).join(", ")}</span>
                ) : null}
                {s.quantidade ? (
                  <span className="hint"> ({t("acquisition.list.teacher", { quantity: s.quantidade })})</span>
                ) : null}
              </th>
              <td>{s.biblioteca.desc_biblioteca}</td>
              <td>{formatDay(s.data_sugestao, locale)}</td>
              <td>
                {t(situationLabel(s.situacao))}
                {s.cod_acervo ? (
                  <>
                    {" "}
                    <Link to={`/acervo/${s.cod_acervo}`}>{t("acquisition.list.catalogued")}</Link>
                  </>
                ) : null}
              </td>
              <td>{formatDay(s.data_situacao, locale)}</td>
              <td className="acquisition-answer">{s.resposta ?? t("acquisition.list.none")}</td>
            </tr>
          ))
        }
      </FilteredTable>
      {statistics === null ? null : (
        <section className="acquisition-stats" aria-labelledby="suggestions-stats-title">
          <h2 id="suggestions-stats-title">{t("acquisition.stats.title")}</h2>
          {statistics.total === 0 ? (
            <p>{t("acquisition.stats.empty")}</p>
          ) : (
            <table className="table">
              <caption>{t("acquisition.stats.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("acquisition.stats.situation")}</th>
                  <th scope="col">{t("acquisition.stats.count")}</th>
                </tr>
              </thead>
              <tbody>
                {counted.map((s) => (
                  <tr key={s.codigo}>
                    <th scope="row">{t(situationLabel(s.codigo))}</th>
                    <td>{s.quantidade}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t("acquisition.stats.total")}</th>
                  <td>{statistics.total}</td>
                </tr>
              </tfoot>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
