/**
 * /meupergamum/alertas — the patron's alerts (GET /solicitacoes/alertas), newest first, each in
 * words in the reader's language (alerts.kind.<kind>, a generic sentence for a kind without
 * words), with a form per row to mark it read (PUT) or remove it (DELETE). An optional date
 * filter (both dates or neither). POSTs redirect back (303) with a notice; no JS needed.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import { formatDay } from "../features/account/account.ts";
import { alertSentence } from "../features/alerts/alert-text.ts";
import { OptionalRangeSchema, rangeOf } from "../features/account-stats/date-range.ts";
import { RangeFilterForm, type RangeValues } from "../features/account-stats/range-filter-form.tsx";
import { readRangeQuery } from "../features/account-stats/range-query.server.ts";
import servicesStyles from "../features/account-stats/services.css";
import { ApiError, apiErrorResponse } from "../lib/library/index.server.ts";
import { hasFormErrors, type FormResult } from "../lib/forms.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { commitSession } from "../lib/session.server.ts";
import { ScrollTable } from "../ui/scroll-table.tsx";

const PATH = "/meupergamum/alertas";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: servicesStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const query = readRangeQuery(new URL(args.request.url), OptionalRangeSchema, { dataIni: "", dataFim: "" });
  const alerts = query.ok && query.value ? await api.alerts.list(rangeOf(query.value)).catch(apiErrorResponse) : null;
  return data(
    {
      title: t("services.alerts.title"),
      values: query.values as RangeValues,
      result: query.result,
      filtered: query.asked && query.ok && Boolean(query.value && rangeOf(query.value)),
      alerts,
      locale: api.locale,
    },
    { status: query.ok ? 200 : 400, headers: await api.headers() },
  );
}

export async function action(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const form = await args.request.formData();
  const id = Number(form.get("id"));
  const intent = form.get("intent");
  let notice = "services.alerts.gone";
  if (Number.isInteger(id) && id > 0 && (intent === "read" || intent === "dismiss")) {
    try {
      if (intent === "read") await api.alerts.read(id);
      else await api.alerts.dismiss(id);
      notice = intent === "read" ? "services.alerts.markedRead" : "services.alerts.dismissed";
    } catch (error) {
      // Removed meanwhile (another tab) or not this patron's: the list shows the truth.
      if (!(error instanceof ApiError && error.status === 404)) apiErrorResponse(error);
    }
  }
  api.session.flash("notice", notice);
  const back = new URL(args.request.url).search;
  throw redirect(`${PATH}${back}`, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, args.request) },
  });
}

export default function AlertsPage() {
  const { values, result, alerts, filtered, locale } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const sentence = (alert: NonNullable<typeof alerts>[number]) =>
    alertSentence(alert, locale, t as never, (key) => i18n.exists(key));
  return (
    <div className="page account services">
      <h1>{t("services.alerts.title")}</h1>
      <p>{t("services.alerts.intro")}</p>
      <RangeFilterForm
        id="alertas"
        schema={OptionalRangeSchema}
        values={values}
        result={result as FormResult | null}
        submitLabel={t("services.alerts.filter")}
        hint={t("services.dates.hint")}
      />
      {filtered ? (
        <p>
          <Link to={PATH}>{t("services.alerts.showAll")}</Link>
        </p>
      ) : null}
      {alerts === null ? null : alerts.length === 0 ? (
        <p role="status">{t("services.alerts.empty")}</p>
      ) : (
        <ScrollTable labelledBy="alerts-caption">
          <table className="table alerts-table">
            <caption id="alerts-caption">{t("services.alerts.caption", { count: alerts.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("services.alerts.columns.message")}</th>
                <th scope="col">{t("services.alerts.columns.date")}</th>
                <th scope="col">{t("services.alerts.columns.state")}</th>
                <th scope="col">{t("services.alerts.columns.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((alert) => {
                const text = sentence(alert);
                const context = (
                  <span className="visually-hidden">{t("services.alerts.context", { message: text })}</span>
                );
                return (
                  <tr key={alert.id} className={alert.lido ? "alert--read" : "alert--new"}>
                    <th scope="row">{text}</th>
                    <td>{formatDay(alert.data, locale)}</td>
                    <td>{alert.lido ? t("services.alerts.read") : <strong>{t("services.alerts.new")}</strong>}</td>
                    <td>
                      <div className="alert-actions">
                        {alert.link ? (
                          <Link to={alert.link}>
                            {t("services.alerts.open")}
                            {context}
                          </Link>
                        ) : null}
                        {alert.lido ? null : (
                          <Form method="post">
                            <input type="hidden" name="id" value={alert.id} />
                            <button type="submit" name="intent" value="read" className="button button--secondary">
                              {t("services.alerts.markRead")}
                              {context}
                            </button>
                          </Form>
                        )}
                        <Form method="post">
                          <input type="hidden" name="id" value={alert.id} />
                          <button type="submit" name="intent" value="dismiss" className="button button--secondary">
                            {t("services.alerts.dismiss")}
                            {context}
                          </button>
                        </Form>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title, { error: hasFormErrors(loaderData?.result as FormResult | null) });

export const handle: RouteHandle = { hydrate: false };
