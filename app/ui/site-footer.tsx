import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { STATEMENT_PATH } from "../features/a11y-statement/statement-path.ts";
import { BROWSE_PATH } from "../features/browse/browse-paths.ts";
import { DialogLink } from "../features/information/dialog-link.tsx";
import { LANDMARK_IDS, usePageAccessKeys } from "./accessibility-bar.tsx";
import { ExtraLinkItems } from "./extra-links.tsx";

/**
 * `generalComment`: the viewer may write to a library (app/features/comments, decision 029).
 * `productLogo`: the institution shows the product's logo (88), linked where it gave an address;
 * the shared-articles and network catalogue links (57, 87) join the footer's links (decision 065).
 */
export function SiteFooter({
  generalComment = false,
  version = null,
  productLogo = null,
}: {
  generalComment?: boolean;
  version?: string | null;
  productLogo?: { link: string | null } | null;
}) {
  const { t } = useTranslation();
  // Every key the bar offers on this page, from the same list (0 to 8; 7 only for a visitor).
  const keys = usePageAccessKeys()
    .map(({ key, short }) => `${key} ${t(short)}`)
    .join(", ");
  return (
    <footer id={LANDMARK_IDS.footer} tabIndex={-1} className="site-footer">
      <div className="container">
        <p className="site-footer__name">{t("site.name")}</p>
        <p>{t("footer.about")}</p>
        <p>{t("footer.accessKeys", { keys })}</p>
        {productLogo ? (
          <p className="site-footer__product">
            {productLogo.link ? (
              <a href={productLogo.link}>
                <ProductLogo />
              </a>
            ) : (
              <ProductLogo />
            )}
          </p>
        ) : null}
        {version ? <p>{t("footer.version", { version })}</p> : null}
        {generalComment ? (
          <p>
            <Link to="/comentario">{t("comments.general.footerLink")}</Link>
          </p>
        ) : null}
        {/* Information, FAQ, suggestions and support (decision 038); the pages open as dialogs with JS. */}
        <nav aria-label={t("info.footer.label")} className="site-footer__links">
          <ul>
            <li>
              <DialogLink to="/informacoes">{t("info.general.title")}</DialogLink>
            </li>
            <li>
              <DialogLink to="/faq">{t("info.faq.title")}</DialogLink>
            </li>
            <li>
              <Link to="/meupergamum/sugestoes/nova">{t("info.footer.suggestions")}</Link>
            </li>
            <li>
              <DialogLink to="/suporte">{t("info.support.title")}</DialogLink>
            </li>
            <li>
              <Link to="/sobre-acessibilidade">{t("accessibility.page.title")}</Link>
            </li>
            <li>
              <Link to={STATEMENT_PATH}>{t("accessibility.bar.statement")}</Link>
            </li>
            <li>
              <Link to={BROWSE_PATH}>{t("browse.footerLink")}</Link>
            </li>
            <ExtraLinkItems />
          </ul>
        </nav>
      </div>
    </footer>
  );
}

/** The product's mark (the site's icon) with its name as the text. */
function ProductLogo() {
  const { t } = useTranslation();
  return <img src="/favicon.svg" alt={t("footer.productLogo")} width={32} height={32} />;
}
