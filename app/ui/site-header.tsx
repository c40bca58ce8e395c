import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { LANDMARK_IDS, AccessibilityBar } from "./accessibility-bar.tsx";
import { HeaderSearch } from "./header-search.tsx";

export interface HeaderUser {
  name: string;
}

/** Where the login link sends the patron back to: the page they were on, except the home page. */
function loginHref(pathname: string, search: string): string {
  if (pathname === "/" || pathname === "/login" || pathname === "/sair") return "/login";
  return `/login?${new URLSearchParams({ redirect: pathname + search })}`;
}

export function SiteHeader({ user, basketCount = 0 }: { user: HeaderUser | null; basketCount?: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <header className="site-header">
      <AccessibilityBar />
      <div className="container site-header__main">
        <Link to="/" className="site-header__name">
          {t("site.name")}
        </Link>
        <nav id={LANDMARK_IDS.menu} tabIndex={-1} aria-label={t("nav.label")} className="site-nav">
          <ul>
            <li>
              <Link to="/">{t("nav.search")}</Link>
            </li>
            <li>
              <Link to="/cesta" id="site-nav-basket">
                {t("basket.nav", { count: basketCount })}
              </Link>
            </li>
            {user ? (
              <>
                <li>
                  <Link to="/meupergamum">{t("nav.patronArea")}</Link>
                </li>
                <li className="site-nav__user">{t("nav.loggedInAs", { name: user.name })}</li>
                <li>
                  {/* Logout changes state, so it is a POST (GET /sair also works, per the spec). */}
                  <Form method="post" action="/sair" className="site-nav__logout">
                    <button type="submit" className="button button--link">
                      {t("nav.logout")}
                    </button>
                  </Form>
                </li>
              </>
            ) : (
              <li>
                <Link to={loginHref(location.pathname, location.search)}>{t("nav.login")}</Link>
              </li>
            )}
          </ul>
        </nav>
        <HeaderSearch />
      </div>
    </header>
  );
}
