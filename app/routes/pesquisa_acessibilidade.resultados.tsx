/**
 * /pesquisa_acessibilidade/resultados: ten titles a page, sorted by title descending (document 1
 * §8), each a heading with a link to its details; the filters in use said in words.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { stepHref } from "../features/accessible-search/accessible-query.ts";
import { resultsLoader } from "../features/accessible-search/accessible-search.server.ts";
import { StepLinks } from "../features/accessible-search/step-links.tsx";
import { pageTitle } from "../lib/meta.ts";
import { PageLinks } from "../ui/pagination.tsx";

export const loader = (args: LoaderFunctionArgs) => resultsLoader(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export default function AccessibleSearchResults() {
  const { state, answer, pages, active } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const first = (answer.page - 1) * answer.perPage + 1;
  return (
    <>
      <h1>{t("accSearch.results.title", { page: answer.page, pages })}</h1>
      <p>
        {answer.totalRegistros === 0
          ? t("accSearch.results.none", { q: state.q })
          : t("accSearch.results.summary", {
              from: first,
              to: first + answer.registros.length - 1,
              count: answer.totalRegistros,
              q: state.q,
            })}
      </p>
      {active.length ? (
        <p>
          {t("accSearch.results.filtered", { filters: active.map((f) => `${f.grupo}: ${f.descricao}`).join("; ") })}{" "}
          <Link to={stepHref("resultados", state, { biblioteca: undefined, tipo_obra: undefined, pagina: 1 })}>
            {t("accSearch.results.removeFilters")}
          </Link>
        </p>
      ) : null}
      <ol className="acc-search__results" start={first}>
        {answer.registros.map((item) => (
          <li key={item.cod_acervo}>
            <h2>
              <Link to={stepHref(`detalhes/${item.cod_acervo}`, state)}>{item.descricao}</Link>
            </h2>
            {item.autor ? <p>{t("accSearch.results.author", { author: item.autor })}</p> : null}
            <p>
              {item.desc_tipo_obra}
              {item.ano_publicacao ? `, ${item.ano_publicacao}` : ""}.
              {item.possui_acessibilidade === "S" ? (
                <>
                  {" "}
                  <span className="acc-search__mark">{t("accSearch.results.accessible")}</span>
                </>
              ) : null}
            </p>
            {item.dados_adicionais.B.length ? (
              <p>
                {t("accSearch.results.libraries", {
                  libraries: item.dados_adicionais.B.map((b) => b.descricao).join(", "),
                })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <PageLinks
        current={answer.page}
        pages={pages}
        href={(page) => stepHref("resultados", state, { pagina: page })}
        label={t("accSearch.results.pages")}
      />
      <StepLinks>
        <li>
          <Link to={stepHref("filtros", state, { pagina: 1 })}>{t("accSearch.pre.filter")}</Link>
        </li>
      </StepLinks>
    </>
  );
}
