/** /pesquisa_acessibilidade: the start: what this search is, and its one form. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";

import { StartForm } from "../features/accessible-search/start-form.tsx";
import { StepLinks } from "../features/accessible-search/step-links.tsx";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("accSearch.start.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export default function AccessibleSearchStart() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("accSearch.start.title")}</h1>
      <p>{t("accSearch.start.intro")}</p>
      <StartForm />
      <StepLinks />
    </>
  );
}
