/**
 * The page of a remote catalogue's record (decision 058): its title, authors, year and source,
 * its Dublin Core and its MARC fields as the remote catalogue sent them.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { RemoteRecord } from "../../../api/network/remote/remote.calls.ts";
import { Notice } from "../../ui/notice.tsx";

function fieldContent(field: RemoteRecord["marc"]["campos"][number]): string {
  if (field.valor !== undefined) return field.valor;
  return (field.subcampos ?? []).map((s) => `$${s.codigo} ${s.valor}`).join(" ");
}

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
      <h1>{record.titulo || t("network.record.untitled")}</h1>
      <dl className="network-result__facts">
        {record.autor.length ? (
          <>
            <dt>{t("network.record.author")}</dt>
            <dd>{record.autor.join("; ")}</dd>
          </>
        ) : null}
        {record.ano_publicacao ? (
          <>
            <dt>{t("network.record.year")}</dt>
            <dd>{record.ano_publicacao}</dd>
          </>
        ) : null}
        <dt>{t("network.record.source")}</dt>
        <dd>{source}</dd>
      </dl>
      <p>{t("network.remote.fromSource", { position: record.posicao, q, source })}</p>
      <table className="network-record__dc">
        <caption>{t("network.remote.dcCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("network.record.element")}</th>
            <th scope="col">{t("network.record.value")}</th>
          </tr>
        </thead>
        <tbody>
          {record.dublin_core.map((d, index) => (
            <tr key={index}>
              <th scope="row">{d.elemento}</th>
              <td>{d.valor}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="network-record__dc network-record__marc">
        <caption>{t("network.remote.marcCaption", { source })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("network.remote.tag")}</th>
            <th scope="col">{t("network.remote.indicators")}</th>
            <th scope="col">{t("network.remote.content")}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">LDR</th>
            <td />
            <td>{record.marc.lider}</td>
          </tr>
          {record.marc.campos.map((field, index) => (
            <tr key={index}>
              <th scope="row">{field.tag}</th>
              <td>{field.ind1 !== undefined ? `${field.ind1}${field.ind2 ?? ""}`.replaceAll(" ", "#") : ""}</td>
              <td>{fieldContent(field)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
