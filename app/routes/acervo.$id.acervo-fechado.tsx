/**
 * /acervo/:id/acervo-fechado — the copies kept in closed stacks (GET /api/acervo/{id}/acervo-fechado):
 * staff fetch them on request, so the page says where to ask and lists them by library.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { recordTabTitle } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { ScrollTable } from "../ui/scroll-table.tsx";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const closed = await api.records.closedStacks(id).catch(apiErrorResponse);
  return data({ closed }, { headers: await api.headers() });
}

const PARTS = ["volume", "tomo", "parte"] as const;

export default function ClosedStacksTab() {
  const { closed } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const parts = PARTS.filter((part) => closed.exemplares.some((copy) => copy[part]));
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.tabs.acervoFechado")}</h2>
      {closed.exemplares.length === 0 ? (
        <p>{t("recordPages.closedStacks.none")}</p>
      ) : (
        <>
          <p>{t("recordPages.closedStacks.intro", { total: closed.total })}</p>
          <ScrollTable labelledBy="closed-caption">
            <table className="table">
              <caption id="closed-caption">{t("recordPages.closedStacks.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("record.copies.accession")}</th>
                  <th scope="col">{t("record.copies.callNumber")}</th>
                  <th scope="col">{t("recordPages.kardex.library")}</th>
                  <th scope="col">{t("record.copies.location")}</th>
                  {parts.map((part) => (
                    <th scope="col" key={part}>
                      {t(`record.copies.${part}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {closed.exemplares.map((copy) => (
                  <tr key={copy.cod_exemplar}>
                    <th scope="row">{copy.tombo}</th>
                    <td>{copy.chamada ?? ""}</td>
                    <td>{copy.desc_biblioteca}</td>
                    <td>{copy.desc_local_exemplar ?? ""}</td>
                    {parts.map((part) => (
                      <td key={part}>{copy[part] ?? ""}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "acervo-fechado");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
