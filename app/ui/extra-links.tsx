/**
 * The shared-articles (57) and network catalogue (87) links the institution enables (decision
 * 065), as list items: the footer's links and the mobile home's "suggestions and links" view list
 * them alike. Other sites: plain links, opened where the patron chooses.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { CatalogueExtrasData } from "../features/information/catalogue-extras.server.ts";

/** The root loader's extras (app/root.tsx), null when the service could not say. */
export function useCatalogueExtras(): CatalogueExtrasData | null {
  return useRouteLoaderData<{ extras: CatalogueExtrasData | null }>("root")?.extras ?? null;
}

export function ExtraLinkItems() {
  const { t } = useTranslation();
  const extras = useCatalogueExtras();
  return (
    <>
      {extras?.artigos_compartilhados ? (
        <li>
          <a href={extras.artigos_compartilhados}>{t("footer.sharedArticles")}</a>
        </li>
      ) : null}
      {extras?.catalogo_rede ? (
        <li>
          <a href={extras.catalogo_rede}>{t("footer.networkCatalogue")}</a>
        </li>
      ) : null}
    </>
  );
}
