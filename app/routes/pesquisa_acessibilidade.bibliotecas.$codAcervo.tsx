/** /pesquisa_acessibilidade/bibliotecas/{codAcervo}: where the title is, and how many copies are free. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { BASE, stateQuery } from "../features/accessible-search/accessible-query.ts";
import { librariesLoader } from "../features/accessible-search/accessible-search.server.ts";
import { StepLinks } from "../features/accessible-search/step-links.tsx";
import { pageTitle } from "../lib/meta.ts";

export const loader = (args: LoaderFunctionArgs) => librariesLoader(args, args.params);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export default function AccessibleSearchLibraries() {
  const { state, id, titulo, libraries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const query = state ? stateQuery(state) : "";
  return (
    <>
      <h1>{t("accSearch.libraries.title", { title: titulo })}</h1>
      {libraries.length === 0 ? (
        <p>{t("accSearch.libraries.none")}</p>
      ) : (
        <ul className="acc-search__results">
          {libraries.map((library) => (
            <li key={library.cod_biblioteca}>
              <h2>
                <Link to={`${BASE}/detalhes/${id}/${library.cod_biblioteca}${query}`}>{library.desc_biblioteca}</Link>
              </h2>
              <p>{library.nome_campus}</p>
              <p>
                {t(
                  library.disponiveis === 1 ? "accSearch.libraries.availableOne" : "accSearch.libraries.availableMany",
                  { count: library.disponiveis, total: library.total },
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <StepLinks>
        <li>
          <Link to={`${BASE}/detalhes/${id}${query}`}>{t("accSearch.libraries.back")}</Link>
        </li>
      </StepLinks>
    </>
  );
}
