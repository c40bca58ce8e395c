/** /acervo/:id/marc — the MARC 21 record: leader, then one table row per field. */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { MarcResponse } from "../../api/contract.ts";
import { MarcTable } from "../components/record/marc-table.tsx";
import { TabErrorBoundary } from "../components/tab-error-boundary.tsx";
import { apiErrorResponse, createApiClient } from "../lib/api.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { recordTabTitle } from "../records/record-route.ts";
import { parseRecordId } from "../records/record-tabs.ts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await createApiClient({ request, context });
  const marc = await api.get<MarcResponse>(`/acervo/${id}/marc`).catch(apiErrorResponse);
  return data({ marc }, { headers: await api.headers() });
}

export default function MarcTab() {
  const { marc } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("record.tabs.marc")}</h2>
      <MarcTable marc={marc} caption={t("record.marc.caption")} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "marc");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
