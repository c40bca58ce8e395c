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

type Menu = Awaited<ReturnType<typeof loader>>["data"]["menu"];

/** The menu's groups, each under its heading; `prefix` keeps the folded and the wide copy's ids apart. */
function MenuGroups({ menu, unread, prefix }: { menu: Menu; unread: number | null; prefix: string }) {
  const { t } = useTranslation();
  return menu.map((group) => (
    <div key={group.id} className="account-nav__group">
      <h2 className="account-nav__heading" id={`${prefix}-${group.id}`}>
        {t(group.label)}
      </h2>
      <ul aria-labelledby={`${prefix}-${group.id}`}>
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
  ));
}

/**
 * The page first, its `h1` first in reading order, then the menu (decision 061): on the patron
 * home, what needs doing comes before 24 links. On a phone the menu is folded in a native
 * disclosure; on a wider window it is open beside or under the page. Both copies are in the HTML
 * and CSS shows one: a `<details>` closed in the HTML cannot be shown open on a wide window
 * without staying "closed" to screen readers and axe, and the server does not know the width.
 */
export default function PatronArea() {
  const { menu, unread } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="account-layout">
      <div className="account-layout__page">
        <Outlet />
      </div>
      <nav className="account-nav" aria-label={t("circulation.account.nav.label")}>
        <details className="account-nav__fold">
          <summary>{t("circulation.account.nav.fold")}</summary>
          <MenuGroups menu={menu} unread={unread} prefix="account-nav-folded" />
        </details>
        <div className="account-nav__open">
          <MenuGroups menu={menu} unread={unread} prefix="account-nav" />
        </div>
      </nav>
    </div>
  );
}

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
