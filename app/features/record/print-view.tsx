/**
 * The print view of a record (/acervo/{id}?imprimir=1, GET /api/acervo/{id}/get-data-to-print):
 * the reference, the record's fields, where the copies are, and the permanent address with its QR
 * code. The print stylesheet (record.css) hides the site's header, navigation and footer.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { PrintData } from "../../../api/contract.ts";
import { ReferenceText } from "../../ui/reference-text.tsx";
import type { QrSymbol } from "../../ui/qr-code.tsx";
import { PermalinkQr } from "./permalink-qr.tsx";

export function PrintView({ data, permalink, qr }: { data: PrintData; permalink: string; qr: QrSymbol }) {
  const { t } = useTranslation();
  const fields = data.campos.filter((f) => f.valores.some((v) => v.trim() !== ""));
  return (
    <div className="print-view">
      <p className="print-view__actions no-print">
        {t("recordPages.print.hint")} <Link to={`/acervo/${data.cod_acervo}`}>{t("recordPages.print.back")}</Link>
      </p>
      <section aria-labelledby="print-reference">
        <h2 id="print-reference">{t("recordPages.print.reference")}</h2>
        <p className="reference">
          <ReferenceText parts={data.partes} />
        </p>
      </section>
      {fields.length > 0 ? (
        <section aria-labelledby="print-fields">
          <h2 id="print-fields">{t("record.tabs.dados")}</h2>
          <dl className="record-fields">
            {fields.map((field) => (
              <div key={field.rotulo} className="record-fields__row">
                <dt>{t(`record.field.${field.rotulo}`, { defaultValue: field.rotulo })}</dt>
                {field.valores.map((value, index) => (
                  <dd key={index}>{value}</dd>
                ))}
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {data.exemplares.length > 0 ? (
        <section aria-labelledby="print-copies">
          <h2 id="print-copies">{t("record.tabs.exemplares")}</h2>
          <table className="table">
            <caption className="visually-hidden">{t("recordPages.print.copiesCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("recordPages.print.library")}</th>
                <th scope="col">{t("record.copies.callNumber")}</th>
                <th scope="col">{t("recordPages.print.total")}</th>
                <th scope="col">{t("recordPages.print.available")}</th>
              </tr>
            </thead>
            <tbody>
              {data.exemplares.map((library) => (
                <tr key={library.cod_biblioteca}>
                  <th scope="row">{library.desc_biblioteca}</th>
                  <td>{library.chamadas.join("; ")}</td>
                  <td>{library.total}</td>
                  <td>{library.disponiveis}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <PermalinkQr qr={qr} permalink={permalink} />
    </div>
  );
}
