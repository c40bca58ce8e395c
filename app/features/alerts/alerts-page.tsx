/**
 * The patron's alerts (decision 034): the optional date filter, then each alert in words with
 * its buttons to mark it read or remove it.
 */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { type FormResult } from "../../lib/forms.ts";
import { ScrollTable } from "../../ui/scroll-table.tsx";
import { OptionalRangeSchema } from "../account-stats/date-range.ts";
import { RangeFilterForm } from "../account-stats/range-filter-form.tsx";
import { formatDay } from "../account/account.ts";
import { ALERTS_PATH, alertSentence } from "./alert-text.ts";
import type { alertsLoader } from "./alerts.server.ts";

export function AlertsPage() {
  const { values, result, alerts, filtered, locale } = useLoaderData<typeof alertsLoader>();
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
          <Link to={ALERTS_PATH}>{t("services.alerts.showAll")}</Link>
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
