/**
 * /meupergamum/historico-reservas — the reservation history (GET /reserva/historico) between two
 * dates, a GET form: both dates required, the initial not after the final (document 2 §5).
 * Proposed: the check-titles window, a month back to today (document 2 §9).
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import { defaultHistoryWindow, formatDay, HistoryFilterSchema } from "../features/account/account.ts";
import { FilteredTable } from "../features/account/filtered-table.tsx";
import { RangeFilterForm, type RangeValues } from "../features/account-stats/range-filter-form.tsx";
import { readRangeQuery } from "../features/account-stats/range-query.server.ts";
import servicesStyles from "../features/account-stats/services.css";
import { localDateTime } from "../../api/core/time.ts";
import { apiErrorResponse } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { FormResult } from "../lib/forms.ts";
import { titleLang } from "../lib/record-language.ts";
import { filterPageMeta } from "../ui/document-meta.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: servicesStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const window = defaultHistoryWindow(localDateTime(new Date()).slice(0, 10));
  const query = readRangeQuery(new URL(args.request.url), HistoryFilterSchema, window);
  const reservations =
    query.ok && query.value ? await api.figures.reservationHistory(query.value).catch(apiErrorResponse) : null;
  return data(
    {
      title: t("services.reservationHistory.title"),
      values: query.values as RangeValues,
      result: query.result,
      reservations,
      locale: api.locale,
    },
    { status: query.ok ? 200 : 400, headers: await api.headers() },
  );
}

export default function ReservationHistoryPage() {
  const { values, result, reservations, locale } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  return (
    <div className="page account services">
      <h1>{t("services.reservationHistory.title")}</h1>
      <RangeFilterForm
        id="historico-reservas"
        schema={HistoryFilterSchema}
        values={values}
        result={result as FormResult | null}
        submitLabel={t("services.reservationHistory.submit")}
      />
      <FilteredTable
        id="reservation-history-caption"
        rows={reservations}
        empty={t("services.reservationHistory.empty")}
        caption={t("services.reservationHistory.caption", { count: reservations?.length })}
        columns={[
          t("services.reservationHistory.columns.title"),
          t("services.reservationHistory.columns.library"),
          t("services.reservationHistory.columns.reservedOn"),
          t("services.reservationHistory.columns.state"),
          t("services.reservationHistory.columns.closedOn"),
        ]}
      >
        {(rows) =>
          rows.map((r) => (
            <tr key={r.cod_reserva}>
              <th scope="row">
                <Link to={`/acervo/${r.cod_acervo}`} lang={titleLang(r.idioma, i18n.language)}>
                  {r.titulo}
                </Link>
              </th>
              <td>{r.desc_biblioteca}</td>
              <td>{formatDay(r.data_reserva, locale)}</td>
              <td>{r.desc_situacao}</td>
              <td>{formatDay(r.data_encerramento, locale) || "–"}</td>
            </tr>
          ))
        }
      </FilteredTable>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = filterPageMeta;

export const handle: RouteHandle = { hydrate: false };
