/** /acervo/:id/dublin-core — the record as Dublin Core elements (GET /api/acervo/{id}/dublin-core). */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { DublinCoreTable } from "../features/record/dublin-core-table.tsx";
import { recordTabTitle } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
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
      <DublinCoreTable elements={elements} captionId="dc-caption" className="table dc-table" />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "dublin-core");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
