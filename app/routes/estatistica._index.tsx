/**
 * /estatistica — the statistics home (document 1 §2; decision 039): the groups and items of GET
 * /statistics. Item 1106 shows only its label and the active-users total; every other item links
 * to its report, /estatistica/{arquivo_destino}. The service's failure: "Houve um erro!!!".
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { ACTIVE_USERS_ACTIVITY } from "../../api/community/statistics/contract.ts";
import { StatisticsFailure } from "../features/statistics/failure-notice.tsx";
import statisticsStyles from "../features/statistics/statistics.css";
import { getT } from "../lib/i18n.server.ts";
import { libraryClient } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: statisticsStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getT(request);
  const api = await libraryClient({ request, context });
  try {
    const groups = await api.statistics.home();
    return data({ title: t("statistics.title"), groups, failed: false }, { headers: await api.headers() });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("statistics home:", error instanceof Error ? error.message : error);
    return data({ title: t("statistics.title"), groups: [], failed: true }, { status: 502 });
  }
}

export default function StatisticsHome() {
  const { groups, failed } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page statistics">
      <h1>{t("statistics.title")}</h1>
      <p>{t("statistics.intro")}</p>
      {failed ? <StatisticsFailure /> : null}
      <div className="statistics-groups">
        {groups.map((group, g) => (
          <section key={g} className="statistics-group" aria-labelledby={`estatistica-grupo-${g}`}>
            <h2 id={`estatistica-grupo-${g}`}>{t(group.title_translation_term, { defaultValue: group.titulo })}</h2>
            <ul>
              {group.itens.map((item) => {
                const label = t(item.description_translation_term, { defaultValue: item.descricao });
                if (item.cod_atividade === ACTIVE_USERS_ACTIVITY || !item.arquivo_destino) {
                  return (
                    <li key={item.cod_atividade}>
                      {label}: <strong>{item.total_active_users ?? 0}</strong>
                    </li>
                  );
                }
                const explanation = item.sub_desc_translation_term
                  ? t(item.sub_desc_translation_term, { defaultValue: item.texto_explicativo ?? "" })
                  : item.texto_explicativo;
                return (
                  <li key={item.cod_atividade}>
                    <Link to={`/estatistica/${item.arquivo_destino}`}>{label}</Link>
                    {explanation ? <p className="hint">{explanation}</p> : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title);

export const handle: RouteHandle = { hydrate: false };
