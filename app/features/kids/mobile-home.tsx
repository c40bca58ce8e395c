/**
 * The catalogue home's mobile views and the self-service button (decision 040). The search page is
 * the `search` view (and the whole page on a wide window); another view replaces it on a narrow
 * window (CSS, max-width 767px). The bottom 'Ver mais' menu is a native disclosure of the six
 * views. Switching tabs keeps `mobileView` (document 1 §1). On a wide window CSS shows the search page
 * and hides the menu; with JavaScript the parameter also leaves the address (use-mobile-view.ts).
 */
import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import type { CatalogueHome } from "./catalogue-home.server.ts";
import { ExtraLinkItems } from "../../ui/extra-links.tsx";
import { HomeSections } from "./catalogue-sections.tsx";
import { MOBILE_VIEWS, mobileLoginHref, mobileViewHref, type MobileView } from "./mobile-home.ts";

/** The FAQ of document 1 §2's routes (built with the accessible search). */
export const FAQ_HREF = "/pesquisa_acessibilidade/duvidas-frequentes";

export function MobileHome(props: {
  view: MobileView | null;
  selfService: string | null;
  featured: CatalogueHome | null;
  children: ReactNode;
}) {
  const { view, selfService, featured, children } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const panel = view && view !== "search";
  return (
    <div className={`mobile-home${panel ? " mobile-home--panel" : ""}`}>
      {selfService ? <SelfServiceButton href={selfService} /> : null}
      {panel ? (
        <section className="mobile-home__view" aria-labelledby="mobile-view-heading">
          <h1 id="mobile-view-heading">{t(`kids.mobile.views.${view}`)}</h1>
          <ViewContent view={view} featured={featured} />
        </section>
      ) : null}
      <div className="mobile-home__page">{children}</div>
      <nav className="mobile-home__menu" aria-label={t("kids.mobile.menu")}>
        {/* Keyed by the address: the menu closes once a view is chosen, with or without JS. */}
        <details key={location.search}>
          <summary>{t("kids.mobile.more")}</summary>
          <ul>
            {MOBILE_VIEWS.map((v) => (
              <li key={v}>
                <Link
                  to={mobileViewHref(location.search, v)}
                  aria-current={v === (view ?? "search") ? "page" : undefined}
                >
                  {t(`kids.mobile.views.${v}`)}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      </nav>
    </div>
  );
}

function ViewContent({ view, featured }: { view: MobileView; featured: CatalogueHome | null }) {
  const { t } = useTranslation();
  const user = useRouteLoaderData<{ user: { name: string } | null }>("root")?.user ?? null;
  switch (view) {
    case "login":
      return user ? (
        <>
          <p>{t("kids.layout.hello", { name: user.name })}</p>
          <p>
            <Link to="/meupergamum" className="button">
              {t("kids.layout.myAccount")}
            </Link>
          </p>
        </>
      ) : (
        <p>
          <Link to={mobileLoginHref()} className="button">
            {t("kids.layout.login")}
          </Link>
        </p>
      );
    case "services":
      return (
        <ul className="mobile-home__links">
          <li>
            <Link to="/meupergamum">{t("kids.mobile.links.account")}</Link>
          </li>
          <li>
            <Link to="/meupergamum/emprestimos">{t("kids.mobile.links.loans")}</Link>
          </li>
          <li>
            <Link to="/meupergamum/reservas">{t("kids.mobile.links.reservations")}</Link>
          </li>
          <li>
            <Link to="/cesta">{t("kids.mobile.links.basket")}</Link>
          </li>
          <li>
            <Link to="/alerta-bibliografico">{t("kids.mobile.links.bulletin")}</Link>
          </li>
        </ul>
      );
    case "faqs":
      return (
        <ul className="mobile-home__links">
          <li>
            <Link to={FAQ_HREF}>{t("kids.mobile.links.faq")}</Link>
          </li>
        </ul>
      );
    case "suggestions_and_links":
      return (
        <ul className="mobile-home__links">
          <li>
            <Link to="/comentario">{t("kids.mobile.links.comment")}</Link>
          </li>
          <li>
            <Link to="/meupergamum/sugestoes/nova">{t("kids.mobile.links.suggestion")}</Link>
          </li>
          <li>
            <Link to="/catalogos/kids">{t("kids.layout.logo.kids")}</Link>
          </li>
          <li>
            <Link to="/catalogos/museus">{t("kids.layout.logo.museus")}</Link>
          </li>
          <ExtraLinkItems />
        </ul>
      );
    case "featured_and_news":
      return featured && (featured.highlights?.destaques.length || featured.news?.length) ? (
        <HomeSections
          prefix="kids"
          sections={featured.sections}
          highlights={featured.highlights}
          highlightState={featured.highlightState}
          news={featured.news}
          recordHref={(id) => `/acervo/${id}`}
        />
      ) : (
        <p>{t("kids.mobile.noFeatured")}</p>
      );
    default:
      return null;
  }
}

/**
 * Document 1 §2: desktop only (CSS hides it below 768px); a full-screen popup with JavaScript, a
 * new tab without.
 */
export function SelfServiceButton({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <p className="self-service">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="button button--secondary"
        onClick={(event) => {
          const popup = window.open(
            href,
            "autoatendimento",
            `popup,left=0,top=0,width=${window.screen.availWidth},height=${window.screen.availHeight}`,
          );
          if (popup) event.preventDefault();
        }}
      >
        {t("kids.selfService.button")}
        <span className="visually-hidden"> {t("kids.home.newTab")}</span>
      </a>
    </p>
  );
}
