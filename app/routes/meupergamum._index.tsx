/**
 * /meupergamum — the patron area's start: greets the patron by name and, when the registration
 * must be renewed (GET /pessoas/renovar), asks whether to check the personal data now: "Yes" goes
 * to /meupergamum/dados-pessoais, "No" (a POST form) dismisses the prompt for good in this browser.
 */
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import { dashboard } from "../features/account/dashboard.ts";
import { DashboardView, todayInLibrary } from "../features/account/dashboard-view.tsx";
import { renewalDismissAction, renewalPromptMessage } from "../features/personal/renewal-prompt.server.ts";
import { RenewalPrompt } from "../features/personal/renewal-prompt.tsx";
import { env } from "../lib/env.server.ts";
import { apiErrorResponse } from "../lib/library/index.server.ts";
import { libraryTextLang } from "../lib/text-language.ts";
import { pageTitle, routeData } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import personalStyles from "../features/personal/personal.css";
import servicesStyles from "../features/account-stats/services.css";
import type { loader as patronLoader } from "./meupergamum.tsx";

const PATRON_ROUTE_ID = "routes/meupergamum";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: personalStyles },
  { rel: "stylesheet", href: servicesStyles },
];

type PatronData = Awaited<ReturnType<typeof patronLoader>>["data"];

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await accountContext(args);
  // The home library's information message and the patron's libraries (decision 034): extras
  // of the page, so a failure leaves them out rather than the page.
  // The dashboard's lists (decision 037): each may fail alone and is then left unsaid.
  const [message, libraries, loans, reservations, debts, suspensions] = await Promise.all([
    api.figures.infoMessage().catch(() => null),
    api.figures.libraries().catch(() => []),
    api.loans.pending().catch(() => null),
    api.reservations.list().catch(() => null),
    api.loans.debts().catch(() => null),
    api.loans.suspensions().catch(() => null),
  ]);
  const board = dashboard({ loans, reservations, debts, suspensions }, todayInLibrary(new Date()));
  const extras = {
    message: message?.mensagem ? message : null,
    // The message is the library's own text: its language said on a page in another one.
    messageLang: libraryTextLang(api.locale, env.INSTITUTION_LANGUAGE),
    libraries,
    board,
  };
  const renewal = await renewalPromptMessage(args.request, api).catch(apiErrorResponse);
  return data({ renewal, ...extras }, { headers: await api.headers() });
}

export async function action(args: ActionFunctionArgs) {
  await accountContext(args);
  return renewalDismissAction(args.request);
}

export default function PatronHome() {
  const patron = useRouteLoaderData<typeof patronLoader>(PATRON_ROUTE_ID);
  const { renewal, message, messageLang, libraries, board } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!patron) return null;
  return (
    <div className="page page--narrow">
      <h1>{t("patron.title")}</h1>
      {renewal ? <RenewalPrompt message={renewal} back="/meupergamum" /> : null}
      <p className="patron-greeting">{t("patron.greeting", { name: patron.patron.name })}</p>
      <DashboardView board={board} />
      {message ? (
        <section className="library-message" aria-labelledby="library-message-title">
          <h2 id="library-message-title">{t("services.home.message", { library: message.desc_biblioteca })}</h2>
          <p lang={messageLang}>{message.mensagem}</p>
        </section>
      ) : null}
      <p>{t("patron.intro")}</p>
      <p>{t("patron.login", { login: patron.patron.login })}</p>
      <p>
        <Link to="/meupergamum/trocar-usuario">{t("personal.swap.link")}</Link>
      </p>
      {libraries.length > 0 ? (
        <section aria-labelledby="user-libraries-title">
          <h2 id="user-libraries-title">{t("services.home.libraries")}</h2>
          <ul>
            {libraries.map((l) => (
              <li key={l.cod_biblioteca}>
                <Link to={`/biblioteca/${l.cod_biblioteca}`}>
                  {t("services.home.campus", { library: l.desc_biblioteca, campus: l.nome_campus })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
