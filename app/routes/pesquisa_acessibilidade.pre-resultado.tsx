/**
 * /pesquisa_acessibilidade/pre-resultado?q=&titulos=: how many titles were found, and the choice
 * of what to do next (read them, filter them, search again). A missing term: the form again with
 * its error (400).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { stepHref } from "../features/accessible-search/accessible-query.ts";
import { preResultLoader } from "../features/accessible-search/accessible-search.server.ts";
import { StartForm } from "../features/accessible-search/start-form.tsx";
import { StepLinks } from "../features/accessible-search/step-links.tsx";
import { hasFormErrors } from "../lib/forms.ts";
import { pageTitle } from "../lib/meta.ts";

export const loader = (args: LoaderFunctionArgs) => preResultLoader(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data?.title, { error: hasFormErrors(data?.result ?? undefined) });

export default function AccessibleSearchPreResult() {
  const { result, found } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!found) {
    return (
      <>
        <h1>{t("accSearch.start.title")}</h1>
        <StartForm result={result} />
        <StepLinks />
      </>
    );
  }
  const { state, total } = found;
  return (
    <>
      <h1>{t("accSearch.pre.title")}</h1>
      <p className="acc-search__count">
        {t(foundKey(state.titulos, total), {
          count: total,
          q: state.q,
        })}
      </p>
      {total > 0 ? (
        <ul className="acc-search__choices">
          <li>
            <Link to={stepHref("resultados", state)}>
              {t(total === 1 ? "accSearch.pre.readOne" : "accSearch.pre.readMany", { count: total })}
            </Link>
          </li>
          <li>
            <Link to={stepHref("filtros", state)}>{t("accSearch.pre.filter")}</Link>
          </li>
        </ul>
      ) : (
        <p>{t("accSearch.pre.none")}</p>
      )}
      <StepLinks />
    </>
  );
}

function foundKey(titles: "TT" | "TA", total: number) {
  if (titles === "TA") return total === 1 ? "accSearch.pre.foundAccessibleOne" : "accSearch.pre.foundAccessibleMany";
  return total === 1 ? "accSearch.pre.foundOne" : "accSearch.pre.foundMany";
}
