/**
 * /acervo/:id — the record page's frame: the record title (the h1 of every tab), a short line of
 * who/what/when, and the tabs. Each tab is a child route with its own loader.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { RecordData } from "../../api/contract.ts";
import { RecordTabs } from "../components/record-tabs.tsx";
import { getT } from "../i18n.server.ts";
import { apiErrorResponse, createApiClient } from "../lib/api.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { recordTabTitle } from "../records/record-route.ts";
import { parseRecordId, RECORD_TABS, type RecordTabKey } from "../records/record-tabs.ts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const api = await createApiClient({ request, context });
  const [record, t] = await Promise.all([
    api.get<RecordData>(`/acervo/${id}`).catch(apiErrorResponse),
    getT(request),
  ]);
  // Tab names for the children's <title>s (meta functions cannot translate).
  const tabLabels = Object.fromEntries(RECORD_TABS.map((tab) => [tab.key, t(tab.label)])) as Record<
    RecordTabKey,
    string
  >;
  return data({ record, tabLabels }, { headers: await api.headers() });
}

export default function RecordPage() {
  const { record } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const byline = [
    record.autor,
    t(`workType.${record.cod_tipo_obra}`, { defaultValue: record.desc_tipo_obra }),
    record.ano_publicacao,
  ].filter(Boolean);
  return (
    <article className="page record" aria-labelledby="record-title">
      <header className="record__header">
        <h1 id="record-title">{record.titulo}</h1>
        {byline.length > 0 ? <p className="record__byline">{byline.join(" · ")}</p> : null}
      </header>
      <RecordTabs id={record.cod_acervo} />
      <div className="record__tab">
        <Outlet />
      </div>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "dados");

export const handle: RouteHandle = { hydrate: false };

// No ErrorBoundary here: an unknown record is the site's not-found page (root boundary, 404),
// while a failing tab is handled by the tab's own boundary inside this frame.
