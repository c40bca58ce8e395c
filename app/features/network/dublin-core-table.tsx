/** A record's Dublin Core as a table of elements and values: a harvested record's, a remote catalogue's. */
import { useTranslation } from "react-i18next";

export function DublinCoreTable({
  elements,
  caption,
}: {
  elements: { elemento: string; valor: string }[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <table className="network-record__dc">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("network.record.element")}</th>
          <th scope="col">{t("network.record.value")}</th>
        </tr>
      </thead>
      <tbody>
        {elements.map((d, index) => (
          <tr key={index}>
            <th scope="row">{d.elemento}</th>
            <td>{d.valor}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
