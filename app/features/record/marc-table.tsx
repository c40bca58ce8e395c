/** A MARC 21 record (MarcResponse): the leader, then one table row per field. */
import { useTranslation } from "react-i18next";

import type { MarcFieldOut, MarcResponse } from "../../../api/contract.ts";
import { ScrollTable } from "../../ui/scroll-table.tsx";

/** MARC documentation writes a blank indicator as "#". */
function indicator(value: string | undefined): string {
  return value === undefined ? "" : value === " " || value === "" ? "#" : value;
}

function FieldData({ field }: { field: MarcFieldOut }) {
  if (field.subcampos) {
    return (
      <>
        {field.subcampos.map((sub, index) => (
          <span key={index} className="marc-subfield">
            <span className="marc-subfield__code">${sub.codigo}</span> {sub.valor}{" "}
          </span>
        ))}
      </>
    );
  }
  return <code className="marc-control">{field.valor}</code>;
}

export function MarcTable({ marc, caption }: { marc: MarcResponse; caption: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dl className="marc-leader">
        <dt>{t("record.marc.leader")}</dt>
        <dd>
          <code className="marc-control">{marc.lider}</code>
        </dd>
      </dl>
      <ScrollTable labelledBy="marc-caption">
        <table className="table marc-table">
          <caption id="marc-caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("record.marc.tag")}</th>
              <th scope="col">{t("record.marc.ind1")}</th>
              <th scope="col">{t("record.marc.ind2")}</th>
              <th scope="col">{t("record.marc.data")}</th>
            </tr>
          </thead>
          <tbody>
            {marc.campos.map((field, index) => (
              <tr key={index}>
                <th scope="row">{field.tag}</th>
                <td className="marc-table__ind">{indicator(field.ind1)}</td>
                <td className="marc-table__ind">{indicator(field.ind2)}</td>
                <td>
                  <FieldData field={field} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}
