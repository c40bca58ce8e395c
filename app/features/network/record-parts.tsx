/**
 * The parts a harvested record's page and a remote catalogue's record page share (decisions 041,
 * 058): the title with the authors and year, and the Dublin Core as a table.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A record's Dublin Core as a table of elements and values. */
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

/** A network or remote record's title and facts: authors and year, then what the page adds (where it comes from). */
export function NetworkRecordHeading(props: {
  title: string;
  authors: string[];
  year: number | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{props.title || t("network.record.untitled")}</h1>
      <dl className="network-result__facts">
        {props.authors.length ? (
          <>
            <dt>{t("network.record.author")}</dt>
            <dd>{props.authors.join("; ")}</dd>
          </>
        ) : null}
        {props.year ? (
          <>
            <dt>{t("network.record.year")}</dt>
            <dd>{props.year}</dd>
          </>
        ) : null}
        {props.children}
      </dl>
    </>
  );
}
