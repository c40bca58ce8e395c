/**
 * /acervo/:id — "Dados do acervo": the cover, the display fields (`campos`) of GET
 * /api/acervo/{id} and the record's links, all loaded by the parent route. Authors and subjects
 * link to a search for them: the service gives no authority for a record's headings (its
 * authority pages find records by heading, not the other way round).
 */
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { RecordField } from "../../api/contract.ts";
import { TabErrorBoundary } from "../components/tab-error-boundary.tsx";
import type { RouteHandle } from "../lib/route-handle.ts";
import { Cover } from "../components/record/cover.tsx";
import { LinksBlock } from "../components/record/links-block.tsx";
import { presentLinks } from "../records/links.ts";
import { recordTabTitle, useRecord, useRecordLinks } from "../records/record-route.ts";
import { initialState, searchHref, type SearchState } from "../search/search-config.ts";
import type { SearchBy } from "../../api/contract.ts";

/** Fields whose values are worth a search of their own, and the field to search. */
const SEARCHABLE: Record<string, SearchBy> = {
  main_author: "AUTOR",
  other_authors: "AUTOR",
  subjects: "ASSUNTO",
};

function searchFor(value: string, field: SearchBy): string {
  const state: SearchState = { ...initialState("pesquisa_geral"), q: value, field };
  return searchHref(state);
}

function isWebLink(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

function FieldValue({ field, value }: { field: RecordField; value: string }) {
  const searchField = SEARCHABLE[field.rotulo];
  if (searchField) return <Link to={searchFor(value, searchField)}>{value}</Link>;
  // Only http(s) links: a catalogued "javascript:" URL must never become a link.
  if (field.rotulo === "online_access" && isWebLink(value)) {
    return (
      <a href={value.trim()} rel="noopener noreferrer nofollow">
        {value.trim()}
      </a>
    );
  }
  return <>{value}</>;
}

export default function RecordDataTab() {
  const record = useRecord();
  const { t } = useTranslation();
  const links = presentLinks(useRecordLinks(), record.cod_acervo);
  // The online-access field repeats the links; the links block replaces it when there is one.
  const fields = record.campos.filter(
    (f) => f.valores.some((v) => v.trim() !== "") && !(links.length > 0 && f.rotulo === "online_access")
  );
  return (
    <section className="record-tab record-data" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("record.tabs.dados")}</h2>
      {record.link_capa ? <Cover src={record.link_capa} className="record-data__cover" /> : null}
      {fields.length === 0 ? (
        <p>{t("record.data.empty")}</p>
      ) : (
        <dl className="record-fields">
          {fields.map((field) => (
            <div key={field.rotulo} className="record-fields__row">
              <dt>{t(`record.field.${field.rotulo}`, { defaultValue: field.rotulo })}</dt>
              {field.valores.map((value, index) => (
                <dd key={index}>
                  <FieldValue field={field} value={value} />
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
      <LinksBlock links={links} />
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => recordTabTitle(matches, "");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
