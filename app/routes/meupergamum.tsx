/**
 * /meupergamum and everything under it: the patron area. A visitor is sent to
 * /login?redirect=<the path asked for>. The patron's data is fetched fresh (GET /api/pessoas),
 * which also proves the tokens still work (refreshing them once if needed). The navigation
 * between the account pages (loans, reservations, loan requests, debts, history) is here.
 */
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { ACCOUNT_PAGES } from "../features/account/account-menu.ts";
import circulationStyles from "../features/circulation/circulation.css";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { requireAuth } from "../lib/session.server.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: circulationStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAuth(request);
  const api = await libraryClient({ request, context });
  const [{ user }, t] = await Promise.all([api.auth.userData().catch(apiErrorResponse), getT(request)]);
  return data(
    { patron: { name: user.nome_pessoa, login: user.login }, title: t("patron.title") },
    { headers: await api.headers() },
  );
}

export default function PatronArea() {
  const { t } = useTranslation();
  return (
    <>
      <nav className="account-nav" aria-label={t("circulation.account.nav.label")}>
        <ul>
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end={page.end}>
                {t(page.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
