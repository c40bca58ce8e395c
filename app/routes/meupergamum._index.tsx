/**
 * /meupergamum — the patron area's start: greets the patron by name and, when the registration
 * must be renewed (GET /pessoas/renovar), asks whether to check the personal data now: "Yes" goes
 * to /meupergamum/dados-pessoais, "No" (a POST form) dismisses the prompt for good in this browser.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import { dismissRenewal, renewalDismissed } from "../features/personal/renewal-prompt.server.ts";
import { apiErrorResponse } from "../lib/library/index.server.ts";
import { pageTitle, routeData } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import personalStyles from "../features/personal/personal.css";
import { requireAuth } from "../lib/session.server.ts";
import type { loader as patronLoader } from "./meupergamum.tsx";

const PATRON_ROUTE_ID = "routes/meupergamum";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: personalStyles }];

type PatronData = Awaited<ReturnType<typeof patronLoader>>["data"];

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await accountContext(args);
  const auth = await requireAuth(args.request);
  if (await renewalDismissed(args.request, auth.user.cod_pessoa)) return data({ renewal: null });
  const renewal = await api.personal.renewal().catch(apiErrorResponse);
  return data({ renewal: renewal.renovar ? renewal.mensagem : null }, { headers: await api.headers() });
}

export async function action(args: ActionFunctionArgs) {
  await accountContext(args);
  const auth = await requireAuth(args.request);
  throw redirect("/meupergamum", {
    status: 303,
    headers: { "Set-Cookie": await dismissRenewal(args.request, auth.user.cod_pessoa) },
  });
}

export default function PatronHome() {
  const patron = useRouteLoaderData<typeof patronLoader>(PATRON_ROUTE_ID);
  const { renewal } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!patron) return null;
  return (
    <div className="page page--narrow">
      <h1>{t("patron.title")}</h1>
      {renewal ? (
        <section className="notice renewal-prompt" aria-labelledby="renewal-title">
          <h2 id="renewal-title">{t("personal.renewal.title")}</h2>
          <p>{renewal}</p>
          <div className="renewal-prompt__actions">
            <Link to="/meupergamum/dados-pessoais" className="button">
              {t("personal.renewal.yes")}
            </Link>
            <Form method="post" action="/meupergamum?index">
              <button type="submit" className="button button--secondary">
                {t("personal.renewal.no")}
              </button>
            </Form>
          </div>
        </section>
      ) : null}
      <p className="patron-greeting">{t("patron.greeting", { name: patron.patron.name })}</p>
      <p>{t("patron.intro")}</p>
      <p>{t("patron.login", { login: patron.patron.login })}</p>
      <p>
        <Link to="/meupergamum/trocar-usuario">{t("personal.swap.link")}</Link>
      </p>
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
