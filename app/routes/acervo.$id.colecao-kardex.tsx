/**
 * /acervo/:id/colecao-kardex — the issues of a serial the libraries hold (kardex): a GET form
 * filters by library, year and month (GET /api/kardex/{id}/combobox-data for the choices,
 * /kardex/{id}/data for the issues), then a table, newest first, with received and missing counts.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { recordTabTitle } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { kardexQuery, parseKardexFilter } from "../features/record/tab-filters.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { Field } from "../ui/field.tsx";
import { ScrollTable } from "../ui/scroll-table.tsx";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";
import { formatDay } from "../features/account/account.ts";
import { fallbackLanguage, isLanguage } from "../lib/i18n.ts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const options = await api.records.kardexOptions(id).catch(apiErrorResponse);
  const filter = parseKardexFilter(new URL(request.url).searchParams, options);
  const issues = await api.records.kardexIssues(id, kardexQuery(filter)).catch(apiErrorResponse);
  return data({ id, options, filter, issues }, { headers: await api.headers() });
}

/** One date format per language on every page (decision 037): dd/mm/yyyy (account.ts). */
function formatDate(value: string, locale: string): string {
  return formatDay(value, isLanguage(locale) ? locale : fallbackLanguage);
}

export default function KardexTab() {
  const { id, options, filter, issues } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.tabs.colecaoKardex")}</h2>
      <Form method="get" action={`/acervo/${id}/colecao-kardex`} className="filter-form">
        <Field id="kardex-library" label={t("recordPages.kardex.library")}>
          {(control) => (
            <select {...control} name="biblioteca" className="select" defaultValue={filter.library ?? ""}>
              <option value="">{t("recordPages.kardex.all")}</option>
              {options.bibliotecas.map((b) => (
                <option key={b.cod_biblioteca} value={b.cod_biblioteca}>
                  {b.desc_biblioteca}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="kardex-year" label={t("recordPages.kardex.year")}>
          {(control) => (
            <select {...control} name="ano" className="select" defaultValue={filter.year ?? ""}>
              <option value="">{t("recordPages.kardex.all")}</option>
              {options.anos.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </Field>
        {options.periodos.length > 0 ? (
          <Field id="kardex-month" label={t("recordPages.kardex.month")}>
            {(control) => (
              <select {...control} name="periodo" className="select" defaultValue={filter.month ?? ""}>
                <option value="">{t("recordPages.kardex.all")}</option>
                {options.periodos.map((p) => (
                  <option key={p.cod_periodo} value={p.cod_periodo}>
                    {p.descricao}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <button type="submit" className="button">
          {t("recordPages.kardex.filter")}
        </button>
      </Form>
      <p id="kardex-summary" role="status">
        {t("recordPages.kardex.summary", {
          total: issues.totalRegistros,
          received: issues.recebidos,
          missing: issues.faltantes,
        })}
      </p>
      {issues.registros.length === 0 ? (
        <p>{t("recordPages.kardex.none")}</p>
      ) : (
        <ScrollTable labelledBy="kardex-caption">
          <table className="table kardex-table">
            <caption id="kardex-caption">{t("recordPages.kardex.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("recordPages.kardex.period")}</th>
                <th scope="col">{t("record.copies.volume")}</th>
                <th scope="col">{t("recordPages.kardex.number")}</th>
                <th scope="col">{t("recordPages.kardex.library")}</th>
                <th scope="col">{t("recordPages.kardex.status")}</th>
                <th scope="col">{t("recordPages.kardex.received")}</th>
              </tr>
            </thead>
            <tbody>
              {issues.registros.map((issue) => (
                <tr key={issue.cod_fasciculo}>
                  <th scope="row">{issue.periodo}</th>
                  <td>{issue.volume ?? ""}</td>
                  <td>{issue.numero ?? ""}</td>
                  <td>{issue.desc_biblioteca}</td>
                  <td>
                    {issue.situacao === "received"
                      ? t("recordPages.kardex.statusReceived")
                      : t("recordPages.kardex.statusMissing")}
                  </td>
                  <td>{issue.data_recebimento ? formatDate(issue.data_recebimento, i18n.language) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "colecao-kardex");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
