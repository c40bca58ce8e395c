/**
 * The kids and museum catalogues' own frame (decision 040), inside the site's page (whose header
 * keeps the accessibility bar and the language switcher): a textured band in the institution's
 * colour with the catalogue's logo linking to its root, the login link or the patron's menu, the
 * renewal prompt when the patron's registration must be renewed (document 1 §3, decision 065); and
 * at the end a link back to the top. The simple variant of the record page has no band.
 */
import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { RenewalPrompt } from "../personal/renewal-prompt.tsx";
import type { CataloguePrefix } from "./catalogue-home.ts";

interface RootData {
  user: { name: string } | null;
}

export function KidsLayout(props: {
  prefix: CataloguePrefix;
  header: { colour: string | null; texture: string | null; logo: string | null };
  simple?: boolean;
  /** The renewal prompt's message, for a signed-in patron who must renew; else null. */
  renewal?: string | null;
  children: ReactNode;
}) {
  const { prefix, header, simple, renewal, children } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const user = useRouteLoaderData<RootData>("root")?.user ?? null;
  const here = `${location.pathname}${location.search}`;
  const style: Record<string, string> = {};
  if (header.colour) style["--kids-colour"] = header.colour;
  // The institution's texture file, served from public/kids/; the CSS pattern is the fallback.
  if (header.texture) style["--kids-texture"] = `url("/kids/${header.texture}")`;
  return (
    <div className={`kids-layout kids-layout--${prefix}`} id="catalogo-topo" tabIndex={-1}>
      {simple ? null : (
        <div className="kids-layout__band" style={style}>
          <Link to={`/catalogos/${prefix}`} className="kids-layout__logo">
            {header.logo ? (
              <img src={`/kids/${header.logo}`} alt={t(`kids.layout.logo.${prefix}`)} height={48} />
            ) : (
              <span>{t(`kids.layout.logo.${prefix}`)}</span>
            )}
          </Link>
          <nav aria-label={t("kids.layout.account")} className="kids-layout__account">
            {user ? (
              <ul>
                <li>
                  <span className="kids-layout__user">{t("kids.layout.hello", { name: user.name })}</span>
                </li>
                <li>
                  <Link to="/meupergamum">{t("kids.layout.myAccount")}</Link>
                </li>
                <li>
                  <Link to="/sair">{t("kids.layout.logout")}</Link>
                </li>
              </ul>
            ) : (
              <Link to={`/login?${new URLSearchParams({ redirect: here })}`} className="kids-layout__login">
                {t("kids.layout.login")}
              </Link>
            )}
          </nav>
        </div>
      )}
      <div className="kids-layout__content">
        {user && renewal ? <RenewalPrompt message={renewal} back={here} /> : null}
        {children}
      </div>
      <p className="kids-layout__top">
        <a href="#catalogo-topo">{t("kids.layout.backToTop")}</a>
      </p>
    </div>
  );
}
