/** /pesquisa_acessibilidade/sobre: what the accessible search is and how it is laid out. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";

import { StepLinks } from "../features/accessible-search/step-links.tsx";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";

export const handle: RouteHandle = { hydrate: false };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("accSearch.about.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export default function AccessibleSearchAbout() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("accSearch.about.title")}</h1>
      <p>{t("accSearch.about.p1")}</p>
      <p>{t("accSearch.about.p2")}</p>
      <p>{t("accSearch.about.p3")}</p>
      <StepLinks />
    </>
  );
}
