/**
 * /meupergamum and everything under it: the patron area. A visitor is sent to
 * /login?redirect=<the path asked for>. The patron's data is fetched fresh (GET /api/pessoas),
 * which also proves the tokens still work (refreshing them once if needed). The navigation
 * between the account pages (loans, reservations, loan requests, debts, history) is here.
 */
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import circulationStyles from "../features/circulation/circulation.css";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { tk } from "../lib/i18n.ts";
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

const ACCOUNT_PAGES = [
  { to: "/meupergamum", label: tk("circulation.account.nav.home"), end: true },
  { to: "/meupergamum/emprestimos", label: tk("circulation.account.nav.loans"), end: false },
  { to: "/meupergamum/reservas", label: tk("circulation.account.nav.reservations"), end: false },
  { to: "/meupergamum/solicitacoes", label: tk("circulation.account.nav.requests"), end: false },
  { to: "/meupergamum/debitos", label: tk("circulation.account.nav.debts"), end: false },
  { to: "/meupergamum/historico", label: tk("circulation.account.nav.history"), end: false },
  { to: "/meupergamum/senha", label: tk("recovery.change.nav"), end: false },
  { to: "/meupergamum/dados-pessoais", label: tk("personal.nav"), end: false },
] as const;

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
