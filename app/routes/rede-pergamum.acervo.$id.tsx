/**
 * /rede-pergamum/acervo/:id — a record harvested from another institution (document 2 "Network";
 * decision 041): its Dublin Core, its institution and a link to it in its home catalogue. When the
 * network service fails the page says 'Serviço Rede Pergamum não disponível!' (status 503) and the
 * rest of the site works; an unknown record is the not-found page.
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { DublinCoreTable, NetworkRecordHeading } from "../features/network/record-parts.tsx";
import networkStyles from "../features/network/network.css";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { formatDay } from "../lib/dates.ts";
import { getT } from "../lib/i18n.server.ts";
import { ServiceError, libraryClient } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import { Notice } from "../ui/notice.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: networkStyles }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const t = await getT(request);
  const api = await libraryClient({ request, context });
  try {
    const record = await api.network.record(id);
    return data({ record, title: record.titulo || t("network.record.title") }, { headers: await api.headers() });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) {
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    }
    if (error instanceof ServiceError && error.status < 500) throw error;
    return data({ record: null, title: t("network.record.title") }, { status: 503 });
  }
}

export default function NetworkRecordPage() {
  const { record } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  if (!record) {
    return (
      <div className="page page--narrow">
        <h1>{t("network.record.title")}</h1>
        <Notice message={t("network.unavailable")} />
      </div>
    );
  }
  const institution = `${record.instituicao.sigla_empresa} - ${record.instituicao.desc_empresa}`;
  const harvested = formatDay(record.coletado_em, i18n.language);
  return (
    <div className="page page--narrow network-record">
      <p className="back-link">
        <Link to="/">{t("network.record.back")}</Link>
      </p>
      <NetworkRecordHeading title={record.titulo} authors={record.autor} year={record.ano_publicacao}>
        <dt>{t("network.record.institution")}</dt>
        <dd>{institution}</dd>
        <dt>{t("network.record.identifier")}</dt>
        <dd>{record.oai_identifier}</dd>
      </NetworkRecordHeading>
      <p>
        {record.link_origem ? (
          <a href={record.link_origem} rel="noopener noreferrer external">
            {t("network.record.home", { institution: record.instituicao.sigla_empresa })}
          </a>
        ) : (
          t("network.record.noHome")
        )}
      </p>
      <DublinCoreTable elements={record.dublin_core} caption={t("network.record.dcCaption")} />
      <p>{t("network.record.harvested", { date: harvested, institution })}</p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);
