/**
 * /acervo/:id/referencia — the ABNT NBR 6023 reference. The service splits it where emphasis
 * changes (`partes`), so emphasis is rendered as <strong>/<em> and no HTML from data is trusted.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { ReferenceResponse, ReferenceSegment } from "../../api/contract.ts";
import { TabErrorBoundary } from "../components/tab-error-boundary.tsx";
import { apiErrorResponse, createApiClient } from "../lib/api.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { recordTabTitle } from "../records/record-route.ts";
import { parseRecordId } from "../records/record-tabs.ts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await createApiClient({ request, context });
  const reference = await api.get<ReferenceResponse>(`/acervo/${id}/referencia`).catch(apiErrorResponse);
  return data({ partes: reference.partes }, { headers: await api.headers() });
}

function Segment({ segment }: { segment: ReferenceSegment }) {
  if (segment.destaque === "negrito") return <strong>{segment.texto}</strong>;
  if (segment.destaque === "italico") return <em>{segment.texto}</em>;
  return <>{segment.texto}</>;
}

export default function ReferenceTab() {
  const { partes } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("record.reference.heading")}</h2>
      <p className="reference">
        {partes.map((segment, index) => (
          <Segment key={index} segment={segment} />
        ))}
      </p>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "referencia");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
