/**
 * /meupergamum/sugestoes — the patron's acquisition suggestions (GET /aquisicao/sugestoes) and
 * their statistics (GET /aquisicao/estatisticas), decision 030. The filter is a GET form (the
 * query string is its whole state): a situation, and both dates or neither, the first not after
 * the second (document 2 §5); its errors follow the house pattern. The table shows each
 * suggestion's dates and situation in words, the library's answer, and the record once
 * catalogued; the statistics count the same period by situation. No JS needed.
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { SUGGESTION_SITUATIONS } from "../../api/acquisition/contract.ts";
import acquisitionStyles from "../features/acquisition/acquisition.css";
import { situationLabel, SuggestionFilterSchema } from "../features/acquisition/suggestion-form.ts";
import { accountContext } from "../features/account/account.server.ts";
import { formatDay } from "../features/account/account.ts";
import { hasFormErrors, parseForm, type FormResult } from "../lib/forms.ts";
import { apiErrorResponse } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { Field } from "../ui/field.tsx";
import { ScrollTable } from "../ui/scroll-table.tsx";
import { useSchemaForm } from "../ui/use-schema-form.ts";

/** Field name → element id, in page order. */
const FIELDS = { situacao: "sugestoes-situacao", dataIni: "sugestoes-dataIni", dataFim: "sugestoes-dataFim" } as const;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: acquisitionStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const url = new URL(args.request.url);
  const values = Object.fromEntries(Object.keys(FIELDS).map((k) => [k, url.searchParams.get(k) ?? ""]));
  const parsed = parseForm(url.searchParams, SuggestionFilterSchema, { autoCoercion: false });
  const [suggestions, statistics] = parsed.ok
    ? await Promise.all([
        api.acquisition.list(parsed.value),
        api.acquisition.statistics({ dataIni: parsed.value.dataIni, dataFim: parsed.value.dataFim }),
      ]).catch(apiErrorResponse)
    : [null, null];
  return data(
    {
      title: t("acquisition.list.title"),
      values,
      result: parsed.result ?? null,
      suggestions,
      statistics,
      locale: api.locale,
    },
    { status: parsed.ok ? 200 : 400, headers: await api.headers() },
  );
}

export default function SuggestionsPage() {
  const { values, result, suggestions, statistics, locale } = useLoaderData<typeof loader>();
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
    <Field id={FIELDS[field]} label={label} error={errorOf(FIELDS[field])}>
      {(control) => (
        <input
          {...control}
          key={fields[field].key}
          name={field}
          type="date"
          defaultValue={fields[field].initialValue as string | undefined}
          className="input input--date"
        />
      )}
    </Field>
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
      {suggestions === null ? null : suggestions.length === 0 ? (
        <p role="status">{t("acquisition.list.empty")}</p>
      ) : (
        <ScrollTable labelledBy="suggestions-caption">
          <table className="table">
            <caption id="suggestions-caption">{t("acquisition.list.caption", { count: suggestions.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("acquisition.list.columns.title")}</th>
                <th scope="col">{t("acquisition.list.columns.library")}</th>
                <th scope="col">{t("acquisition.list.columns.sent")}</th>
                <th scope="col">{t("acquisition.list.columns.situation")}</th>
                <th scope="col">{t("acquisition.list.columns.since")}</th>
                <th scope="col">{t("acquisition.list.columns.answer")}</th>
              </tr>
            </thead>
            <tbody>
              {suggestions.map((s) => (
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
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
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

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title, { error: hasFormErrors(loaderData?.result as FormResult | null) });

export const handle: RouteHandle = { hydrate: false };
