/** /acervo/:id/dublin-core — the record as Dublin Core elements (GET /api/acervo/{id}/dublin-core). */
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
  const elements = await api.records.dublinCore(id).catch(apiErrorResponse);
  return data({ elements }, { headers: await api.headers() });
}

export default function DublinCoreTab() {
  const { elements } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("record.tabs.dublinCore")}</h2>
      {elements.length === 0 ? (
        <p>{t("record.dublinCore.empty")}</p>
      ) : (
        <ScrollTable labelledBy="dc-caption">
          <table className="table dc-table">
            <caption id="dc-caption">{t("record.dublinCore.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("record.dublinCore.element")}</th>
                <th scope="col">{t("record.dublinCore.value")}</th>
              </tr>
            </thead>
            <tbody>
              {elements.map((element, index) => (
                <tr key={index}>
                  <th scope="row">
                    <code>{element.elemento}</code>
                  </th>
                  <td>{element.valor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "dublin-core");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
