/**
 * /pesquisa_acessibilidade/detalhes/{codAcervo}/{codBiblioteca?}: one title's details as a list
 * of labelled values; with a library, that library's copies (call number, location, status).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { BASE, stateQuery, stepHref } from "../features/accessible-search/accessible-query.ts";
import { detailsLoader } from "../features/accessible-search/accessible-search.server.ts";
import { StepLinks } from "../features/accessible-search/step-links.tsx";
import { pageTitle } from "../lib/meta.ts";
import { CaptionedTable } from "../ui/scroll-table.tsx";

export const loader = (args: LoaderFunctionArgs) => detailsLoader(args, args.params);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export default function AccessibleSearchDetails() {
  const { state, details } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const query = state ? stateQuery(state) : "";
  const library = details.biblioteca;
  return (
    <>
      <h1>{details.titulo}</h1>
      {details.possui_acessibilidade === "S" ? (
        <p className="acc-search__mark">{t("accSearch.results.accessible")}</p>
      ) : null}
      <h2>{t("accSearch.details.heading")}</h2>
      <dl className="acc-search__fields">
        <dt>{t("accSearch.details.workType")}</dt>
        <dd>{details.desc_tipo_obra}</dd>
        {details.campos.map((field) => (
          <div key={field.rotulo}>
            <dt>{t(`record.field.${field.rotulo}`, { defaultValue: field.rotulo })}</dt>
            {field.valores.map((value, index) => (
              <dd key={index}>{value}</dd>
            ))}
          </div>
        ))}
      </dl>
      {details.links.length ? (
        <>
          <h2>{t("accSearch.details.links")}</h2>
          <ul>
            {details.links.map((link) => (
              <li key={link.seq_paragrafo}>
                {link.url_link ? (
                  <a href={link.url_link} rel="noopener noreferrer">
                    {link.descricao}
                  </a>
                ) : (
                  <Link to={`/acervo/${details.cod_acervo}/restrito`}>{link.descricao}</Link>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {library ? (
        <>
          <h2>{t("accSearch.details.copiesAt", { library: library.desc_biblioteca })}</h2>
          <p>
            {t(library.disponiveis === 1 ? "accSearch.libraries.availableOne" : "accSearch.libraries.availableMany", {
              count: library.disponiveis,
              total: library.total,
            })}
          </p>
          <CaptionedTable
            captionId="exemplares-legenda"
            caption={t("accSearch.details.copiesCaption", { library: library.desc_biblioteca })}
            columns={[
              t("accSearch.details.callNumber"),
              t("accSearch.details.location"),
              t("accSearch.details.status"),
            ]}
            rows={library.exemplares.map((copy) => ({
              key: copy.cod_exemplar,
              header: copy.chamada ?? copy.tombo,
              cells: [copy.desc_local_exemplar ?? "—", copy.desc_situacao],
            }))}
          />
        </>
      ) : null}
      <StepLinks>
        <li>
          <Link to={`${BASE}/bibliotecas/${details.cod_acervo}${query}`}>{t("accSearch.details.where")}</Link>
        </li>
        {state ? (
          <li>
            <Link to={stepHref("resultados", state)}>{t("accSearch.details.back")}</Link>
          </li>
        ) : null}
        <li>
          <Link to={`/acervo/${details.cod_acervo}`}>{t("accSearch.details.fullRecord")}</Link>
        </li>
      </StepLinks>
    </>
  );
}
