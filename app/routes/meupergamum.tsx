/**
 * /meupergamum and everything under it: the patron area. A visitor is sent to
 * /login?redirect=<the path asked for>. The patron's data is fetched fresh (GET /api/pessoas),
 * which also proves the tokens still work (refreshing them once if needed). The area's menu is
 * here: the service pages the patron's category permits (its authPermissions), under group
 * headings, with the count of unread alerts (decision 034).
 */
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { ACCOUNT_PAGES, accountMenu } from "../features/account/account-menu.ts";
import circulationStyles from "../features/circulation/circulation.css";
import servicesStyles from "../features/account-stats/services.css";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { requireAuth } from "../lib/session.server.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: circulationStyles },
  { rel: "stylesheet", href: servicesStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAuth(request);
  const api = await libraryClient({ request, context });
  const [{ user, authPermissions }, t] = await Promise.all([
    api.auth.userData().catch(apiErrorResponse),
    getT(request),
  ]);
  // The count is a convenience: the menu still shows when it cannot be had.
  const unread = await api.alerts
    .unread()
    .then((c) => c.nao_lidos)
    .catch(() => null);
  const menu = accountMenu(ACCOUNT_PAGES, new Set(authPermissions.map((p) => p.cod_atividade)));
  return data(
    { patron: { name: user.nome_pessoa, login: user.login }, title: t("patron.title"), menu, unread },
    { headers: await api.headers() },
  );
}

export default function PatronArea() {
  const { menu, unread } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <nav className="account-nav" aria-label={t("circulation.account.nav.label")}>
        {menu.map((group) => (
          <div key={group.id} className="account-nav__group">
            <h2 className="account-nav__heading" id={`account-nav-${group.id}`}>
              {t(group.label)}
            </h2>
            <ul aria-labelledby={`account-nav-${group.id}`}>
              {group.pages.map((page) => (
                <li key={page.to}>
                  <NavLink to={page.to} end={page.end}>
                    {t(page.label)}
                    {page.count === "alerts" && unread ? (
                      <>
                        <span aria-hidden="true"> ({unread})</span>
                        <span className="visually-hidden"> {t("services.nav.unread", { count: unread })}</span>
                      </>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
