/**
 * A record tab that failed (its API call, not the record itself): the message replaces the tab's
 * content only, so the record title and the other tabs stay usable.
 */
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function TabErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{notFound ? t("common.notFound.title") : t("common.error.title")}</h2>
      <p>{notFound ? t("common.notFound.body") : t("common.error.body")}</p>
    </section>
  );
}
