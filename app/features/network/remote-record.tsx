/**
 * The page of a remote catalogue's record (decision 058): its title, authors, year and source,
 * its Dublin Core and its MARC fields as the remote catalogue sent them.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { RemoteRecord } from "../../../api/network/remote/remote.calls.ts";
import { Notice } from "../../ui/notice.tsx";
import { DublinCoreTable, NetworkRecordHeading } from "./record-parts.tsx";
import { MarcTable } from "../record/marc-table.tsx";

export function RemoteRecordView(props: {
  record: RemoteRecord | null;
  problem: string | null;
  back: string;
  q: string;
}) {
  const { record, problem, back, q } = props;
  const { t } = useTranslation();
  const backLink = (
    <p className="back-link">
      <Link to={back}>{t("network.remote.back")}</Link>
    </p>
  );
  if (!record) {
    return (
      <div className="page page--narrow">
        {backLink}
        <h1>{t("network.remote.title")}</h1>
        <Notice message={problem ?? t("network.unavailable")} />
      </div>
    );
  }
  const source = record.fonte.nome;
  return (
    <div className="page page--narrow network-record">
      {backLink}
      <NetworkRecordHeading title={record.titulo} authors={record.autor} year={record.ano_publicacao}>
        <dt>{t("network.record.source")}</dt>
        <dd>{source}</dd>
      </NetworkRecordHeading>
      <p>{t("network.remote.fromSource", { position: record.posicao, q, source })}</p>
      <DublinCoreTable elements={record.dublin_core} caption={t("network.remote.dcCaption")} />
      <MarcTable marc={record.marc} caption={t("network.remote.marcCaption", { source })} />
    </div>
  );
}
