/**
 * /pesquisa_acessibilidade/filtros: narrow the titles found to one library and one work type, a
 * GET form to the results (each choice says how many titles it leaves).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { BASE } from "../features/accessible-search/accessible-query.ts";
import { filtersLoader } from "../features/accessible-search/accessible-search.server.ts";
import { StepLinks } from "../features/accessible-search/step-links.tsx";
import { pageTitle } from "../lib/meta.ts";
import { Fieldset } from "../ui/field.tsx";

export const loader = (args: LoaderFunctionArgs) => filtersLoader(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

const PARAM = { B: "biblioteca", T: "tipo_obra" } as const;

export default function AccessibleSearchFilters() {
  const { state, filters } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("accSearch.filters.title")}</h1>
      <p>{t("accSearch.filters.intro", { q: state.q })}</p>
      <Form method="get" action={`${BASE}/resultados`} className="acc-search__form">
        <input type="hidden" name="q" value={state.q} />
        <input type="hidden" name="titulos" value={state.titulos} />
        {filters.map((filter) => {
          const name = PARAM[filter.codigo as keyof typeof PARAM];
          const current = filter.codigo === "B" ? state.biblioteca : state.tipo_obra;
          return (
            <Fieldset key={filter.codigo} id={`acc-filtro-${filter.codigo}`} legend={filter.descricao}>
              <div className="field--checkbox">
                <input
                  type="radio"
                  className="checkbox"
                  id={`acc-${name}-all`}
                  name={name}
                  value=""
                  defaultChecked={current === undefined}
                />
                <label htmlFor={`acc-${name}-all`}>{t("accSearch.filters.any")}</label>
              </div>
              {filter.contagem.map((value) => (
                <div className="field--checkbox" key={value.codigo}>
                  <input
                    type="radio"
                    className="checkbox"
                    id={`acc-${name}-${value.codigo}`}
                    name={name}
                    value={value.codigo}
                    defaultChecked={String(current) === value.codigo}
                  />
                  <label htmlFor={`acc-${name}-${value.codigo}`}>
                    {t(value.total === 1 ? "accSearch.filters.valueOne" : "accSearch.filters.valueMany", {
                      label: value.descricao,
                      count: value.total,
                    })}
                  </label>
                </div>
              ))}
            </Fieldset>
          );
        })}
        <button type="submit" className="button">
          {t("accSearch.filters.submit")}
        </button>
      </Form>
      <StepLinks />
    </>
  );
}
