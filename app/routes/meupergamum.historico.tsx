/**
 * /meupergamum/historico — loan history (GET /emprestimo/historico) between two dates, a GET form:
 * both dates required, the initial not after the final (document 2 §5); errors as the GOV.UK
 * summary with inline messages and "Erro: " in the title. Proposed: the last month.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import { FilteredTable } from "../features/account/filtered-table.tsx";
import { DateField } from "../features/account-stats/range-filter-form.tsx";
import { defaultHistoryWindow, formatDay, formatMoney, HistoryFilterSchema } from "../features/account/account.ts";
import { localDateTime } from "../../api/core/time.ts";
import { apiErrorResponse } from "../lib/library/index.server.ts";
import { parseForm, type FormResult } from "../lib/forms.ts";
import { titleLang } from "../lib/record-language.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { filterPageMeta } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { Field } from "../ui/field.tsx";
import { useSchemaForm } from "../ui/use-schema-form.ts";

/** Field name → element id. */
const FIELDS = { dataIni: "historico-dataIni", dataFim: "historico-dataFim" } as const;

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const url = new URL(args.request.url);
  const title = t("circulation.account.history.title");
  const asked = url.searchParams.has("dataIni") || url.searchParams.has("dataFim");
  const values = asked
    ? { dataIni: url.searchParams.get("dataIni") ?? "", dataFim: url.searchParams.get("dataFim") ?? "" }
    : defaultHistoryWindow(localDateTime(new Date()).slice(0, 10));
  // A GET form: the query string is the submission, parsed like a POST's body.
  const parsed = parseForm(asked ? url.searchParams : new URLSearchParams(values), HistoryFilterSchema, {
    autoCoercion: false,
  });
  // The fine filter (document 2 §7 "multa"): only the loans that cost a fine.
  const fined = url.searchParams.get("multa") === "S";
  const loans =
    asked && parsed.ok
      ? await api.figures
          .loanHistory({ dataIni: parsed.value.dataIni, dataFim: parsed.value.dataFim }, fined)
          .catch(apiErrorResponse)
      : null;
  return data(
    { title, values, result: parsed.result ?? null, loans, fined, locale: api.locale },
    { status: parsed.ok ? 200 : 400, headers: await api.headers() },
  );
}

export default function HistoryPage() {
  const { values, result, loans, fined, locale } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "historico",
    schema: HistoryFilterSchema,
    lastResult: result as FormResult | null,
    fields: FIELDS,
    defaultValue: values,
    autoCoercion: false,
  });
  const dateField = (field: "dataIni" | "dataFim", label: string) => (
    <DateField id={FIELDS[field]} name={field} label={label} error={errorOf(FIELDS[field])} field={fields[field]} />
  );
  return (
    <div className="page account">
      <h1>{t("circulation.account.history.title")}</h1>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <Form method="get" {...formProps} className="form">
        {dateField("dataIni", t("circulation.account.history.from"))}
        {dateField("dataFim", t("circulation.account.history.to"))}
        <Field id="historico-multa" label={t("services.history.fined")} checkbox>
          {(control) => <input {...control} type="checkbox" name="multa" value="S" defaultChecked={fined} />}
        </Field>
        <button type="submit" className="button">
          {t("circulation.account.history.submit")}
        </button>
      </Form>
      <FilteredTable
        id="history-caption"
        rows={loans}
        empty={t("circulation.account.history.empty")}
        caption={t("circulation.account.history.caption", { count: loans?.length })}
        columns={[
          t("circulation.account.columns.title"),
          t("circulation.account.columns.library"),
          t("circulation.account.columns.loanDate"),
          t("circulation.account.columns.dueDate"),
          t("circulation.account.columns.returned"),
          t("circulation.account.columns.fine"),
        ]}
      >
        {(rows) =>
          rows.map((loan) => (
            <tr key={loan.cod_emprestimo}>
              <th scope="row" lang={titleLang(loan.idioma, i18n.language)}>
                {loan.titulo}
              </th>
              <td>{loan.desc_biblioteca}</td>
              <td>{formatDay(loan.data_emprestimo, locale)}</td>
              <td>{formatDay(loan.data_devolucao, locale)}</td>
              <td>{formatDay(loan.data_devolvido, locale) || t("circulation.account.history.open")}</td>
              <td>{loan.multa_centavos > 0 ? formatMoney(loan.multa_centavos, locale) : "–"}</td>
            </tr>
          ))
        }
      </FilteredTable>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = filterPageMeta;

export const handle: RouteHandle = { hydrate: false };
