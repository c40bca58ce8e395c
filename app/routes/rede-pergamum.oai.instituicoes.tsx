/**
 * /rede-pergamum/oai/instituicoes — the institutions of the network catalogue (document 2
 * "Network"; decision 041), as a table. When the network service fails the page says so (503).
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import networkStyles from "../features/network/network.css";
import { getT } from "../lib/i18n.server.ts";
import { ServiceError, libraryClient } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import { Notice } from "../ui/notice.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: networkStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getT(request);
  const title = t("network.institutionsPage.title");
  const api = await libraryClient({ request, context });
  try {
    const institutions = await api.network.institutions();
    return data({ institutions, title }, { headers: await api.headers() });
  } catch (error) {
    if (error instanceof ServiceError && error.status < 500) throw error;
    return data({ institutions: null, title }, { status: 503 });
  }
}

export default function NetworkInstitutionsPage() {
  const { institutions } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1>{t("network.institutionsPage.title")}</h1>
      <p>{t("network.institutionsPage.intro")}</p>
      {institutions === null ? (
        <Notice message={t("network.unavailable")} />
      ) : institutions.length === 0 ? (
        <p>{t("network.institutionsPage.none")}</p>
      ) : (
        <table className="network-record__dc">
          <caption>{t("network.institutionsPage.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("network.institutionsPage.acronym")}</th>
              <th scope="col">{t("network.institutionsPage.name")}</th>
            </tr>
          </thead>
          <tbody>
            {institutions.map((i) => (
              <tr key={i.cod_empresa}>
                <th scope="row">{i.sigla_empresa}</th>
                <td>{i.desc_empresa}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);
