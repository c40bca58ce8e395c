/**
 * /acervo/:id/exemplares — the copies, grouped by library (as the service returns them), each
 * library with its campus, counts and a table of copies.
 */
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { CopiesLibrary, CopyOut } from "../../api/contract.ts";
import { copiesTabLoader } from "../features/record/copies-tab.server.ts";
import { recordTabTitle } from "../features/record/record-route.ts";
import { formatDay } from "../lib/dates.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { ScrollTable } from "../ui/scroll-table.tsx";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export const loader = copiesTabLoader;

type PartKey = "volume" | "tomo" | "parte";
const PARTS: PartKey[] = ["volume", "tomo", "parte"];

function LibraryCopies({ library, back }: { library: CopiesLibrary; back: string }) {
  const { t, i18n } = useTranslation();
  const headingId = `library-${library.cod_biblioteca}`;
  const captionId = `${headingId}-caption`;
  // Volume/tomo/parte columns only where some copy has one: most monographs have none.
  const parts = PARTS.filter((part) => library.exemplares.some((copy) => copy[part]));
  const statusLabel = (copy: CopyOut) => t(`copyStatus.${copy.situacao}`, { defaultValue: copy.desc_situacao });
  return (
    <section className="library-copies" aria-labelledby={headingId}>
      <h3 id={headingId}>{library.desc_biblioteca}</h3>
      <p className="library-copies__about">
        <Link to={`/biblioteca/${library.cod_biblioteca}?voltar=${encodeURIComponent(back)}`}>
          {t("recordPages.library.about", { name: library.desc_biblioteca })}
        </Link>
      </p>
      <p className="library-copies__meta">
        {/* The service's campus names already read "Campus …". */}
        {library.nome_campus}. {t("record.copies.summary", { total: library.total, available: library.disponiveis })}
      </p>
      <ScrollTable labelledBy={captionId}>
        <table className="table copies-table">
          <caption id={captionId} className="visually-hidden">
            {t("record.copies.caption", { library: library.desc_biblioteca })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("record.copies.accession")}</th>
              <th scope="col">{t("record.copies.callNumber")}</th>
              <th scope="col">{t("record.copies.location")}</th>
              {parts.map((part) => (
                <th scope="col" key={part}>
                  {t(`record.copies.${part}`)}
                </th>
              ))}
              <th scope="col">{t("record.copies.status")}</th>
              <th scope="col">{t("record.copies.dueDate")}</th>
            </tr>
          </thead>
          <tbody>
            {library.exemplares.map((copy) => (
              <tr key={copy.cod_exemplar}>
                <th scope="row">{copy.tombo}</th>
                <td>{copy.chamada ?? ""}</td>
                <td>{copy.desc_local_exemplar ?? ""}</td>
                {parts.map((part) => (
                  <td key={part}>{copy[part] ?? ""}</td>
                ))}
                <td>
                  <span className={`copy-status copy-status--${copy.situacao}`}>{statusLabel(copy)}</span>
                </td>
                <td>{copy.data_devolucao ? formatDay(copy.data_devolucao, i18n.language) : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

export default function CopiesTab() {
  const { id, libraries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("record.tabs.exemplares")}</h2>
      {libraries.length === 0 ? (
        <p>{t("record.copies.none")}</p>
      ) : (
        libraries.map((library) => (
          <LibraryCopies key={library.cod_biblioteca} library={library} back={`/acervo/${id}/exemplares`} />
        ))
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "exemplares");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
