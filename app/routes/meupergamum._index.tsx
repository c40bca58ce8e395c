/** /meupergamum — the patron area's start: greets the patron by name. */
import type { MetaFunction } from "@remix-run/node";
import { Form, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { pageTitle, routeData } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { loader as patronLoader } from "./meupergamum.tsx";

const PATRON_ROUTE_ID = "routes/meupergamum";

type PatronData = Awaited<ReturnType<typeof patronLoader>>["data"];

export default function PatronHome() {
  const data = useRouteLoaderData<typeof patronLoader>(PATRON_ROUTE_ID);
  const { t } = useTranslation();
  if (!data) return null;
  return (
    <div className="page page--narrow">
      <h1>{t("patron.title")}</h1>
      <p className="patron-greeting">{t("patron.greeting", { name: data.patron.name })}</p>
      <p>{t("patron.intro")}</p>
      <p>{t("patron.login", { login: data.patron.login })}</p>
      <Form method="post" action="/sair">
        <button type="submit" className="button button--secondary">
          {t("nav.logout")}
        </button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, routeData<PatronData>(matches, PATRON_ROUTE_ID)?.title);

export const handle: RouteHandle = { hydrate: false };
