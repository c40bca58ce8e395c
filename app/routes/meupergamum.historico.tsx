/**
 * /meupergamum/historico — loan history (GET /emprestimo/historico) between two dates, a GET form:
 * both dates required, the initial not after the final (document 2 §5); errors as the GOV.UK
 * summary with inline messages and "Erro: " in the title. Proposed: the last month.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import { defaultHistoryWindow, formatDay, formatMoney, HistoryFilterSchema } from "../features/account/account.ts";
import { localDateTime } from "../features/circulation/loan-request.ts";
import { apiErrorResponse } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { describedBy, ErrorSummary, FieldError } from "../ui/error-summary.tsx";
import { ScrollTable } from "../ui/scroll-table.tsx";

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const url = new URL(args.request.url);
  const title = t("circulation.account.history.title");
  const asked = url.searchParams.has("dataIni") || url.searchParams.has("dataFim");
  const values = asked
    ? { dataIni: url.searchParams.get("dataIni") ?? "", dataFim: url.searchParams.get("dataFim") ?? "" }
    : defaultHistoryWindow(localDateTime(new Date()).slice(0, 10));
  const parsed = HistoryFilterSchema.safeParse(values);
  const errors: { field: "dataIni" | "dataFim"; message: string }[] = parsed.success
    ? []
    : (["dataIni", "dataFim"] as const).flatMap((field) => {
        const issue = parsed.error.issues.find((i) => i.path[0] === field);
        return issue ? [{ field, message: t(issue.message) }] : [];
      });
  const loans =
    asked && parsed.success
      ? await api.loans.history({ dataIni: parsed.data.dataIni, dataFim: parsed.data.dataFim }).catch(apiErrorResponse)
      : null;
  return data(
    { title, values, errors, loans, locale: api.locale },
    { status: errors.length ? 400 : 200, headers: await api.headers() },
  );
}

export default function HistoryPage() {
  const { values, errors, loans, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const dateField = (field: "dataIni" | "dataFim", label: string) => {
    const error = errorOf(field);
    return (
      <div className={error ? "field field--error" : "field"}>
        <label htmlFor={`historico-${field}`}>{label}</label>
        <FieldError id={`historico-${field}-error`} message={error} />
        <input
          id={`historico-${field}`}
          name={field}
          type="date"
          defaultValue={values[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `historico-${field}-error`)}
          className="input input--date"
        />
      </div>
    );
  };
  return (
    <div className="page account">
      <h1>{t("circulation.account.history.title")}</h1>
      <ErrorSummary errors={errors.map((e) => ({ fieldId: `historico-${e.field}`, message: e.message }))} />
      <Form method="get" noValidate className="form">
        {dateField("dataIni", t("circulation.account.history.from"))}
        {dateField("dataFim", t("circulation.account.history.to"))}
        <button type="submit" className="button">
          {t("circulation.account.history.submit")}
        </button>
      </Form>
      {loans === null ? null : loans.length === 0 ? (
        <p role="status">{t("circulation.account.history.empty")}</p>
      ) : (
        <ScrollTable labelledBy="history-caption">
          <table className="table">
            <caption id="history-caption">{t("circulation.account.history.caption", { count: loans.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("circulation.account.columns.title")}</th>
                <th scope="col">{t("circulation.account.columns.library")}</th>
                <th scope="col">{t("circulation.account.columns.loanDate")}</th>
                <th scope="col">{t("circulation.account.columns.dueDate")}</th>
                <th scope="col">{t("circulation.account.columns.returned")}</th>
                <th scope="col">{t("circulation.account.columns.fine")}</th>
              </tr>
            </thead>
            <tbody>
              {loans.map((loan) => (
                <tr key={loan.cod_emprestimo}>
                  <th scope="row">{loan.titulo}</th>
                  <td>{loan.desc_biblioteca}</td>
                  <td>{formatDay(loan.data_emprestimo, locale)}</td>
                  <td>{formatDay(loan.data_devolucao, locale)}</td>
                  <td>{formatDay(loan.data_devolvido, locale) || t("circulation.account.history.open")}</td>
                  <td>{loan.multa_centavos > 0 ? formatMoney(loan.multa_centavos, locale) : "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title, { error: (loaderData?.errors.length ?? 0) > 0 });

export const handle: RouteHandle = { hydrate: false };
